import { SEEDED_COUPONS } from '../db/seed-licences';
import { demoTokens, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const admin = { token: demoTokens.admin.secretId };
const errors = (result: Awaited<ReturnType<typeof call>>) => result.json?.data;
const agent = async (publicId: string) =>
  (
    await call('Agent', {
      ...admin,
      params: { publicId },
      query: { fields: 'activationLicence,alarmingApp,loggingApp' },
    })
  ).json?.data as Record<string, unknown>;
const licence = async (publicId: string) =>
  (await call('Licence', { ...admin, params: { publicId } })).json?.data as Record<string, unknown>;

describe('licences in the mock', () => {
  it('redeems coupons, all or nothing: format, unknown and used codes refused on their listIndex', async () => {
    const bad = await call('LicenceList', {
      ...admin,
      method: 'POST',
      body: [{ couponCode: SEEDED_COUPONS.logging }, { couponCode: 'AB-1' }],
    });
    expect(bad.status).toBe(400);
    expect(errors(bad)).toEqual([{ message: 'Invalid coupon code', propertyName: 'couponCode', listIndex: 1 }]);
    const used = await call('LicenceList', { ...admin, method: 'POST', body: [{ couponCode: SEEDED_COUPONS.used }] });
    expect([used.status, errors(used)]).toEqual([
      409,
      [{ message: 'Coupon code already used', propertyName: 'couponCode', listIndex: 0 }],
    ]);
    const unknown = await call('LicenceList', { ...admin, method: 'POST', body: [{ couponCode: 'ZZZ-000-ZZZ-000' }] });
    expect(unknown.status).toBe(404);
    const ok = await call('LicenceList', {
      ...admin,
      method: 'POST',
      body: [{ couponCode: ` ${SEEDED_COUPONS.logging.toLowerCase()} ` }, { couponCode: SEEDED_COUPONS.alarming }],
    });
    expect(ok.status).toBe(201);
    expect(rows(ok).map((row) => [row.serialNumber, (row.type as { usageType: string }).usageType])).toEqual([
      [SEEDED_COUPONS.logging, 'logging'],
      [SEEDED_COUPONS.alarming, 'alarming'],
    ]);
    const again = await call('LicenceList', {
      ...admin,
      method: 'POST',
      body: [{ couponCode: SEEDED_COUPONS.logging }],
    });
    expect(again.status).toBe(409);
  });

  it('answers the apps and the bundle activated on an agent in the Agent answer', async () => {
    expect(await agent('ag-001')).toMatchObject({
      activationLicence: { publicId: 'li-acme-001', bundle: { publicId: 'lb-acme-pro' } },
      // The seed has the logging and alarming apps on for most devices without a licence of them (machine data, alarms).
      alarmingApp: { enabled: true },
      loggingApp: { enabled: true },
    });
    expect(await agent('ag-002')).toMatchObject({ alarmingApp: { enabled: true, licence: { trial: true } } });
    expect(await agent('ag-003')).toMatchObject({
      loggingApp: { enabled: true, licence: { publicId: 'li-acme-009' } },
    });
  });

  it('activates an app with a trial once per agent and app; deactivation ends the trial licence', async () => {
    const activate = (body: unknown) => call('AgentAppLoggingListActivate', { ...admin, method: 'POST', body });
    expect((await activate({ publicId: 'ag-005', trial: true })).status).toBe(201);
    expect(await agent('ag-005')).toMatchObject({ loggingApp: { enabled: true, licence: { trial: true } } });
    expect((await call('AgentAppLogging', { ...admin, method: 'DELETE', params: { publicId: 'ag-005' } })).status).toBe(
      200,
    );
    expect((await agent('ag-005')).loggingApp).toBeNull();
    const again = await activate([{ publicId: 'ag-005', trial: true }]);
    expect([again.status, errors(again)]).toEqual([
      409,
      [{ message: 'Trial already used for this agent', propertyName: 'trial', listIndex: 0 }],
    ]);
    const two = await activate({ publicId: 'ag-006', trial: true, couponCode: SEEDED_COUPONS.logging });
    expect(two.status).toBe(400);
  });

  it('activates with a licence of the app’s type that no other agent holds, or with a coupon of that type', async () => {
    const activate = (body: unknown) => call('AgentAppLoggingListActivate', { ...admin, method: 'POST', body });
    expect(errors(await activate({ publicId: 'ag-005', licence: { publicId: 'li-acme-009' } }))).toEqual([
      { message: 'Licence is already in use on another agent', propertyName: 'licence.publicId', listIndex: 0 },
    ]);
    expect((await activate({ publicId: 'ag-005', licence: { publicId: 'li-acme-003' } })).status).toBe(400);
    expect((await activate({ publicId: 'ag-005', licence: { publicId: 'li-acme-002' } })).status).toBe(201);
    expect(await licence('li-acme-002')).toMatchObject({ agent: { publicId: 'ag-005' } });
    expect(
      (
        await call('AgentAppAlarmingListActivate', {
          ...admin,
          method: 'POST',
          body: { publicId: 'ag-005', couponCode: SEEDED_COUPONS.logging },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('AgentAppAlarmingListActivate', {
          ...admin,
          method: 'POST',
          body: { publicId: 'ag-005', couponCode: SEEDED_COUPONS.alarming },
        })
      ).status,
    ).toBe(201);
    expect(await agent('ag-005')).toMatchObject({
      alarmingApp: { licence: { serialNumber: SEEDED_COUPONS.alarming } },
      loggingApp: { licence: { publicId: 'li-acme-002' } },
    });
    expect((await call('AgentAppLogging', { ...admin, method: 'DELETE', params: { publicId: 'ag-005' } })).status).toBe(
      200,
    );
    expect(await licence('li-acme-002')).toMatchObject({ agent: null });
  });

  it('activates a bundle on an agent with its free licence, deactivates it with [{publicId}], and extends a bundle', async () => {
    const activate = (body: unknown) => call('AgentLicenceBundleActivate', { ...admin, method: 'POST', body });
    expect((await activate({ publicId: 'ag-001', bundle: { publicId: 'lb-acme-basic' } })).status).toBe(409);
    expect((await activate({ publicId: 'ag-005', bundle: { publicId: 'lb-acme-basic' } })).status).toBe(201);
    expect(await agent('ag-005')).toMatchObject({
      activationLicence: { publicId: 'li-acme-010', bundle: { name: 'Basic bundle' } },
    });
    expect((await activate({ publicId: 'ag-006', bundle: { publicId: 'lb-acme-basic' } })).status).toBe(409);
    expect(
      (
        await activate({
          publicId: 'ag-006',
          bundle: { publicId: 'lb-acme-basic' },
          couponCode: SEEDED_COUPONS.remoteAccess,
        })
      ).status,
    ).toBe(201);
    const off = await call('AgentLicenceBundles', {
      ...admin,
      method: 'DELETE',
      params: { agentId: 'ag-005' },
      body: [{ publicId: 'lb-acme-basic' }],
    });
    expect(off.status).toBe(200);
    expect((await agent('ag-005')).activationLicence).toBeNull();
    const before = Date.parse((await licence('li-acme-010')).expiresOn as string);
    expect(
      (
        await call('LicenceBundleExtend', {
          ...admin,
          method: 'POST',
          params: { publicId: 'lb-acme-basic' },
          body: { couponCode: SEEDED_COUPONS.remoteAccess2 },
        })
      ).status,
    ).toBe(201);
    expect(Date.parse((await licence('li-acme-010')).expiresOn as string) - before).toBe(365 * 86_400_000);
    const used = await call('LicenceBundleExtend', {
      ...admin,
      method: 'POST',
      params: { publicId: 'lb-acme-basic' },
      body: { couponCode: SEEDED_COUPONS.remoteAccess2 },
    });
    expect(used.status).toBe(409);
  });

  it('needs MANAGE_LICENCES to write', async () => {
    const result = await call('LicenceList', {
      token: demoTokens.user.secretId,
      method: 'POST',
      body: [{ couponCode: SEEDED_COUPONS.logging }],
    });
    expect(result.status).toBe(403);
  });
});
