import { PERMISSION_IDS } from '@/features/session';
import {
  groupPermissions,
  groupSelection,
  PERMISSION_GROUPS,
  samePermissions,
  toggleGroup,
  togglePermission,
} from './permission-groups';

const ids = (groups: ReturnType<typeof groupPermissions>) => groups.map((group) => [group.id, group.permissions]);

describe('permission groups', () => {
  it('place every permission id of the contract in exactly one group', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...grouped].sort()).toEqual([...PERMISSION_IDS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('group the catalogue in the editor’s order, whatever order the server sends', () => {
    const groups = groupPermissions([...PERMISSION_IDS].reverse());
    expect(groups.map((group) => group.id)).toEqual(['people', 'company', 'devices']);
    expect(groups[0]?.permissions).toEqual([
      'INVITE_USER',
      'MANAGE_ROLES',
      'MANAGE_GROUPS',
      'MANAGE_GROUP_TYPES',
      'MANAGE_SUBGROUPS',
    ]);
    expect(groups[2]?.permissions).toEqual([
      'MANAGE_ASSET_TYPES',
      'MANAGE_CUSTOM_FIELDS',
      'MANAGE_MQTT_BROKERS',
      'MANAGE_ACCESS_REQUESTS',
      'USE_ACCESS_REQUESTS',
    ]);
  });

  it('offer only what the catalogue has, and leave out empty groups', () => {
    expect(ids(groupPermissions(['USE_ACCESS_REQUESTS', 'INVITE_USER']))).toEqual([
      ['people', ['INVITE_USER']],
      ['devices', ['USE_ACCESS_REQUESTS']],
    ]);
  });

  it('keep ids the portal does not know, and ids the role holds outside the catalogue, by id in "other"', () => {
    expect(ids(groupPermissions(['MANAGE_ROBOTS', 'INVITE_USER', 'ALPHA'], ['LEGACY_RIGHT', 'INVITE_USER']))).toEqual([
      ['people', ['INVITE_USER']],
      ['other', ['ALPHA', 'LEGACY_RIGHT', 'MANAGE_ROBOTS']],
    ]);
  });

  it('count a group’s chosen permissions as "n of m", with all / some for the toggle', () => {
    const people = { id: 'people' as const, permissions: ['A', 'B', 'C'] };
    expect(groupSelection(people, new Set())).toEqual({ checked: 0, total: 3, all: false, some: false });
    expect(groupSelection(people, new Set(['B', 'X']))).toEqual({ checked: 1, total: 3, all: false, some: true });
    expect(groupSelection(people, new Set(['A', 'B', 'C']))).toEqual({ checked: 3, total: 3, all: true, some: false });
  });

  it('the group toggle chooses the whole group unless all of it is chosen, then none; other groups stay', () => {
    const people = { id: 'people' as const, permissions: ['A', 'B'] };
    expect([...toggleGroup(new Set(['B', 'X']), people)].sort()).toEqual(['A', 'B', 'X']);
    expect([...toggleGroup(new Set(['A', 'B', 'X']), people)]).toEqual(['X']);
  });

  it('toggle one permission, and compare sets regardless of order', () => {
    expect([...togglePermission(new Set(['A']), 'B')]).toEqual(['A', 'B']);
    expect([...togglePermission(new Set(['A', 'B']), 'A')]).toEqual(['B']);
    expect(samePermissions(new Set(['A', 'B']), new Set(['B', 'A']))).toBe(true);
    expect(samePermissions(new Set(['A']), new Set(['A', 'B']))).toBe(false);
  });
});

describe('the plain words of each permission', () => {
  it('every grouped permission has a name and a one-sentence explanation', async () => {
    const { default: texts } = await import('@/i18n/locales/en/roles.json');
    for (const id of PERMISSION_GROUPS.flatMap((group) => group.permissions)) {
      expect(texts.permissions.names[id], id).toMatch(/\S/);
      expect(texts.permissions.explanations[id], id).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});
