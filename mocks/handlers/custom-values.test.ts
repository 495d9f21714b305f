import { demoTokens, resetMockDb, server } from '../node';
import { call, item } from '../test-client';

const admin = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const agentCustom = async (publicId: string) =>
  item(await call('Agent', { token: admin, params: { publicId }, query: { fields: 'custom' } })).custom;
const patchAgent = (publicId: string, custom: unknown) =>
  call('Agent', { token: admin, method: 'PATCH', params: { publicId }, body: { custom } });

describe('custom field values written with a PATCH', () => {
  it('change only the keys sent; null clears one', async () => {
    const before = (await agentCustom('ag-002')) as Record<string, unknown>;
    expect(before).toMatchObject({ CostCentre: 'NL4702' });
    expect((await patchAgent('ag-002', { CustomerReference: 'PO 77', InstallationDate: null })).status).toBeLessThan(
      300,
    );
    const after = (await agentCustom('ag-002')) as Record<string, unknown>;
    expect(after).toMatchObject({
      CostCentre: 'NL4702',
      CustomerReference: 'PO 77',
      ProductionBatch: before.ProductionBatch,
    });
    expect(after).not.toHaveProperty('InstallationDate');
  });

  it.each([
    [{ CostCentre: 'nl4711' }, 'custom.CostCentre', 'Value does not match regex expression'],
    [{ CostCentre: null }, 'custom.CostCentre', 'Required property'],
    [{ ProductionBatch: 'PB-1' }, 'custom.ProductionBatch', 'Read-only property'],
    [{ Nonsense: 1 }, 'custom.Nonsense', 'Unknown custom property'],
    [{ SiteTimeZone: 'Europe/Atlantis' }, 'custom.SiteTimeZone', 'Invalid time zone'],
    [{ InstallationDate: 42 }, 'custom.InstallationDate', 'Invalid date-time'],
  ])('refuses %j naming the field', async (custom, propertyName, message) => {
    const result = await patchAgent('ag-002', custom);
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([expect.objectContaining({ propertyName, message })]);
  });

  it('are the person’s own through MyUser, checked the same way', async () => {
    expect(
      (await call('MyUser', { token: admin, method: 'PATCH', body: { custom: { EmployeeNumber: 'E-7' } } })).status,
    ).toBeLessThan(300);
    expect(item(await call('MyUser', { token: admin, query: { fields: 'custom' } })).custom).toEqual({
      EmployeeNumber: 'E-7',
    });
    const refused = await call('MyUser', {
      token: admin,
      method: 'PATCH',
      body: { name: 'Changed', custom: { CostCentre: 'NL1234' } },
    });
    expect(refused.status).toBe(400);
    expect(item(await call('MyUser', { token: admin, query: { fields: 'name' } })).name).not.toBe('Changed');
  });
});
