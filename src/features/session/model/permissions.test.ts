import {
  canInvite,
  canManage,
  canManageAccessRequestsFor,
  cannotUse,
  canUse,
  PERMISSION_IDS,
  permissionFlags,
  toPermissionSet,
  type ManageFeature,
  type PermissionId,
  type UseFeature,
} from './permissions';

const MANAGE_CASES: [ManageFeature, PermissionId][] = [
  ['users', 'INVITE_USER'],
  ['groups', 'MANAGE_GROUPS'],
  ['groupTypes', 'MANAGE_GROUP_TYPES'],
  ['subgroups', 'MANAGE_SUBGROUPS'],
  ['roles', 'MANAGE_ROLES'],
  ['branding', 'MANAGE_BRANDING'],
  ['translations', 'MANAGE_TRANSLATIONS'],
  ['licences', 'MANAGE_LICENCES'],
  ['apps', 'MANAGE_APPS'],
  ['assetTypes', 'MANAGE_ASSET_TYPES'],
  ['customFields', 'MANAGE_CUSTOM_FIELDS'],
  ['mqttBrokers', 'MANAGE_MQTT_BROKERS'],
  ['customPrivacyStatement', 'MANAGE_CUSTOM_PRIVACY_STATEMENT'],
  ['customTermsOfUse', 'MANAGE_CUSTOM_TERMS_OF_USE'],
  ['pages', 'MANAGE_PAGES'],
  ['accessRequests', 'MANAGE_ACCESS_REQUESTS'],
];

const USE_CASES: [UseFeature, PermissionId][] = [
  ['dataUsage', 'USE_DATA_USAGE'],
  ['auditLogs', 'USE_AUDIT_LOGS'],
  ['helpCenter', 'USE_HELP_CENTER'],
  ['accessRequests', 'USE_ACCESS_REQUESTS'],
];

describe('permission ids', () => {
  it('are the twenty ids of the contract, once each', () => {
    expect(PERMISSION_IDS).toHaveLength(20);
    expect(new Set(PERMISSION_IDS).size).toBe(20);
    const covered = new Set([...MANAGE_CASES, ...USE_CASES].map(([, id]) => id));
    expect([...covered].sort()).toEqual([...PERMISSION_IDS].sort());
  });
});

describe('canManage', () => {
  it.each(MANAGE_CASES)('%s needs %s', (feature, id) => {
    expect(canManage(toPermissionSet([id]), feature)).toBe(true);
    expect(canManage(toPermissionSet([]), feature)).toBe(false);
    const others = PERMISSION_IDS.filter((other) => other !== id);
    expect(canManage(toPermissionSet(others), feature)).toBe(false);
  });
});

describe('canUse and cannotUse', () => {
  it.each(USE_CASES)('%s needs %s', (feature, id) => {
    expect(canUse(toPermissionSet([id]), feature)).toBe(true);
    expect(cannotUse(toPermissionSet([id]), feature)).toBe(false);
    const others = PERMISSION_IDS.filter((other) => other !== id);
    expect(canUse(toPermissionSet(others), feature)).toBe(false);
    expect(cannotUse(toPermissionSet(others), feature)).toBe(true);
  });

  it('does not confuse managing with using access requests', () => {
    expect(canUse(toPermissionSet(['MANAGE_ACCESS_REQUESTS']), 'accessRequests')).toBe(false);
    expect(canManage(toPermissionSet(['USE_ACCESS_REQUESTS']), 'accessRequests')).toBe(false);
  });
});

describe('canInvite', () => {
  it('needs INVITE_USER', () => {
    expect(canInvite(toPermissionSet(['INVITE_USER']))).toBe(true);
    expect(canInvite(toPermissionSet(['MANAGE_GROUPS', 'MANAGE_ROLES']))).toBe(false);
    expect(canInvite(toPermissionSet(['invite_user']))).toBe(false);
  });
});

describe('canManageAccessRequestsFor', () => {
  it('is granted by the company permission', () => {
    expect(canManageAccessRequestsFor(toPermissionSet(['MANAGE_ACCESS_REQUESTS']))).toBe(true);
    expect(canManageAccessRequestsFor(toPermissionSet(['MANAGE_ACCESS_REQUESTS']), [])).toBe(true);
  });

  it('is granted by the device-scoped permission alone', () => {
    expect(canManageAccessRequestsFor(toPermissionSet([]), ['MANAGE_ACCESS_REQUESTS'])).toBe(true);
    expect(
      canManageAccessRequestsFor(toPermissionSet(['USE_ACCESS_REQUESTS']), ['OTHER', 'MANAGE_ACCESS_REQUESTS']),
    ).toBe(true);
  });

  it('is refused without either', () => {
    expect(canManageAccessRequestsFor(toPermissionSet(['USE_ACCESS_REQUESTS']))).toBe(false);
    expect(canManageAccessRequestsFor(toPermissionSet(['USE_ACCESS_REQUESTS']), ['USE_ACCESS_REQUESTS'])).toBe(false);
  });
});

describe('permissionFlags', () => {
  it('reports every id as a flag', () => {
    const flags = permissionFlags(toPermissionSet(['MANAGE_GROUPS', 'USE_AUDIT_LOGS', 'UNKNOWN_ONE']));
    expect(Object.keys(flags).sort()).toEqual([...PERMISSION_IDS].sort());
    expect(flags.MANAGE_GROUPS).toBe(true);
    expect(flags.USE_AUDIT_LOGS).toBe(true);
    expect(flags.INVITE_USER).toBe(false);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(2);
    expect(flags).not.toHaveProperty('UNKNOWN_ONE');
  });
});
