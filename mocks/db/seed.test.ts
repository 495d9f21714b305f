import { companyIdsOf, permissionsIn } from './access';
import { demoAccounts } from './demo-accounts';
import { createSeededDb } from './seed';
import { PERMISSION_IDS } from './types';

test('the seed is deterministic apart from the now-relative dates', () => {
  const a = createSeededDb(Date.parse('2026-12-01T10:00:00Z'));
  const b = createSeededDb(Date.parse('2026-12-01T10:00:00Z'));
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
});

test('volumes and variety', () => {
  const now = Date.now();
  const db = createSeededDb(now);
  expect(db.companies.map((c) => c.publicId)).toEqual(['c-acme', 'c-north', 'c-helix']);
  expect(db.users.length).toBeGreaterThanOrEqual(30);
  expect(db.users.some((u) => /[^\u0020-\u007e]/.test(u.name))).toBe(true);
  expect(db.groupTypes.filter((t) => t._companyId === 'c-acme').map((t) => t.order)).toEqual([
    0, 1000, 2000, 3000, 4000, 5000,
  ]);
  expect(db.groups.filter((g) => !g.isCompanyGroup)).toHaveLength(20);
  expect(db.groups.filter((g) => g.isCompanyGroup).map((g) => g.publicId)).toEqual(['g-acme', 'g-north', 'g-helix']);
  expect(db.groups.every((g) => g.isCompanyGroup === (g.type === null))).toBe(true);
  expect(db.assetTypes.filter((t) => t._companyId === 'c-acme')).toHaveLength(4);
  expect(db.agents).toHaveLength(60);
  expect(db.agents.some((a) => a.vpnLocked)).toBe(true);
  expect(db.agents.some((a) => a.webAccessLocked)).toBe(true);
  expect(db.agents.some((a) => a.controlledBy)).toBe(true);
  expect(db.agents.some((a) => a.rateLimiting?.configOpenvpnLimit === 'hard')).toBe(true);
  const counters = db.agents
    .filter((a) => a.rateLimiting?.configOpenvpnLimit === 'soft')
    .map((a) => a.rateLimiting?.configOpenvpnCounter ?? 0);
  expect(counters.some((c) => c <= 10) && counters.some((c) => c > 10)).toBe(true);
  const statuses = new Set(db.accessRequests.map((r) => r.status));
  expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected', 'revoked']);
  expect(
    db.accessRequests.some((r) => r.status === 'approved' && Date.parse(r.start) <= now && Date.parse(r.end) >= now),
  ).toBe(true);
  expect(db.translations.length).toBeGreaterThan(200);
  expect(db.translations.every((t) => typeof t.languages.en === 'string')).toBe(true);
  expect(
    db.pages.some((p) => p.draft && !p.published) &&
      db.pages.some((p) => !p.draft && p.published) &&
      db.pages.some((p) => p.draft && p.published),
  ).toBe(true);
  expect(db.audiences.filter((a) => a.default)).toHaveLength(2);
});

test('demo accounts exist with their permissions', () => {
  const db = createSeededDb();
  for (const account of Object.values(demoAccounts)) {
    const user = db.users.find((u) => u.emailAddress === account.email);
    expect(user?._password).toBe(account.password);
    expect(permissionsIn(db, user?.publicId ?? '', account.companyId ?? 'c-acme').sort()).toEqual(
      [...account.permissions].sort(),
    );
  }
  expect(demoAccounts.admin.permissions).toEqual(PERMISSION_IDS);
  expect(companyIdsOf(db, 'u-admin')).toEqual(['c-acme', 'c-north', 'c-helix']);
});
