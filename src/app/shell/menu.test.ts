import { canSeeDevices } from '@/features/devices';
import { PERMISSION_IDS, toPermissionSet } from '@/features/session';
import { homeRedirectPath, isCurrentItem, menuItemById, visibleMenu } from './menu';

const perms = (...ids: string[]) => toPermissionSet(ids);

describe('home redirect', () => {
  it('follows the order users, groups, roles, identity, translations, usage, audit trail, licenses, apps', () => {
    const order: [string, string][] = [
      ['INVITE_USER', '/users'],
      ['MANAGE_GROUPS', '/groups'],
      ['MANAGE_ROLES', '/roles'],
      ['MANAGE_BRANDING', '/identity'],
      ['MANAGE_TRANSLATIONS', '/translations'],
      ['USE_DATA_USAGE', '/usage'],
      ['USE_AUDIT_LOGS', '/audit-trail'],
      ['MANAGE_LICENCES', '/licenses'],
      ['MANAGE_APPS', '/apps'],
    ];
    // With every permission from position i on, the i-th path wins.
    order.forEach(([, path], index) => {
      const granted = order.slice(index).map(([permission]) => permission);
      expect(homeRedirectPath(perms(...granted), true)).toBe(path);
    });
  });

  it('opens groups with group types alone', () => {
    expect(homeRedirectPath(perms('MANAGE_GROUP_TYPES'), true)).toBe('/groups');
  });

  it('sends someone in a company without an admin page to the devices, even with device settings', () => {
    expect(homeRedirectPath(perms(), true)).toBe('/devices');
    expect(homeRedirectPath(perms('USE_ACCESS_REQUESTS', 'MANAGE_ASSET_TYPES', 'MANAGE_MQTT_BROKERS'), true)).toBe(
      '/devices',
    );
  });

  it('is null (not allowed) for someone without a company, whatever they hold', () => {
    expect(canSeeDevices(perms())).toBe(true);
    expect(homeRedirectPath(perms(), false)).toBeNull();
    expect(homeRedirectPath(perms('MANAGE_ASSET_TYPES'), false)).toBeNull();
  });

  it('still prefers an admin page without a company id known yet', () => {
    expect(homeRedirectPath(perms('INVITE_USER'), false)).toBe('/users');
  });
});

describe('drawer menu', () => {
  const ids = (permissions: ReturnType<typeof perms>) =>
    visibleMenu(permissions).map((section) => [section.id, section.items.map((item) => item.id)]);

  it('shows every item with every permission', () => {
    expect(ids(perms(...PERMISSION_IDS))).toEqual([
      ['USER_MANAGEMENT', ['users', 'groups', 'roles', 'access-categories']],
      ['COMPANY', ['identity', 'translations', 'usage', 'audit-trail', 'licenses', 'apps', 'pages']],
      ['DEVICE_SETTINGS', ['assets', 'custom-fields', 'mqtt']],
      ['REMOTE_ACCESS', ['devices', 'access-requests', 'access-request-approvals']],
    ]);
  });

  it('hides a section with no visible item', () => {
    expect(ids(perms('MANAGE_TRANSLATIONS'))).toEqual([
      ['COMPANY', ['translations']],
      ['REMOTE_ACCESS', ['devices']],
    ]);
    expect(ids(perms('MANAGE_ASSET_TYPES'))).toEqual([
      ['DEVICE_SETTINGS', ['assets']],
      ['REMOTE_ACCESS', ['devices']],
    ]);
  });

  it('gives everyone who can see devices a drawer with Devices in its own section, end users included', () => {
    expect(ids(perms())).toEqual([['REMOTE_ACCESS', ['devices']]]);
    const devices = visibleMenu(perms()).flatMap((section) => section.items);
    expect(devices.map((item) => item.path)).toEqual(['/devices']);
    expect(devices.every((item) => item.isVisible === canSeeDevices)).toBe(true);
  });

  it('gives my requests to people who use access requests and the approvals inbox to those who manage them company-wide', () => {
    expect(ids(perms('USE_ACCESS_REQUESTS'))).toEqual([['REMOTE_ACCESS', ['devices', 'access-requests']]]);
    expect(ids(perms('MANAGE_ACCESS_REQUESTS'))).toEqual([['REMOTE_ACCESS', ['devices', 'access-request-approvals']]]);
    expect(menuItemById('access-request-approvals')?.path).toBe('/access-requests/approvals');
  });

  it('marks one item as the current page: the longest path that the address is on', () => {
    const mineItem = menuItemById('access-requests');
    const approvals = menuItemById('access-request-approvals');
    if (!mineItem || !approvals) throw new Error('menu items');
    expect([isCurrentItem(mineItem, '/access-requests'), isCurrentItem(approvals, '/access-requests')]).toEqual([
      true,
      false,
    ]);
    expect([
      isCurrentItem(mineItem, '/access-requests/approvals'),
      isCurrentItem(approvals, '/access-requests/approvals'),
    ]).toEqual([false, true]);
    const devices = menuItemById('devices');
    expect(devices && isCurrentItem(devices, '/devices/ag-002')).toBe(true);
    expect(devices && isCurrentItem(devices, '/devices-list')).toBe(false);
  });

  it('gates access categories by manage roles and groups by groups or group types', () => {
    const admin = (permissions: ReturnType<typeof perms>) => ids(permissions).filter(([id]) => id !== 'REMOTE_ACCESS');
    expect(admin(perms('MANAGE_ROLES'))).toEqual([['USER_MANAGEMENT', ['roles', 'access-categories']]]);
    expect(admin(perms('MANAGE_GROUP_TYPES'))).toEqual([['USER_MANAGEMENT', ['groups']]]);
    expect(admin(perms('MANAGE_ASSET_TYPES', 'MANAGE_CUSTOM_FIELDS'))).toEqual([
      ['DEVICE_SETTINGS', ['assets', 'custom-fields']],
    ]);
  });
});
