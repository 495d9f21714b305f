import { demoTokens, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const create = (body: unknown) => call('AssetList', { token, method: 'POST', body });
const patch = (publicId: string, body: unknown, as = token) =>
  call('Asset', { token: as, method: 'PATCH', params: { publicId }, body });
const readAsset = async (publicId: string) =>
  item(await call('Asset', { token, params: { publicId }, query: { fields: 'publicId,name,agent.publicId' } }));
/** Each agent's `assets` (publicId and name), by agent. */
const agentAssets = async (): Promise<Map<string, unknown[]>> => {
  const agents = rows(
    await call('AgentList', { token, query: { fields: 'publicId,assets.publicId,assets.name', 'page-size': '4000' } }),
  );
  return new Map(agents.map((agent) => [String(agent.publicId), (agent.assets ?? []) as unknown[]]));
};
const holders = async (assetId: string) =>
  [...(await agentAssets()).entries()]
    .filter(([, held]) => held.some((a) => (a as { publicId: string }).publicId === assetId))
    .map(([agentId]) => agentId);

async function newAsset(name = 'Dosing pump 7'): Promise<string> {
  const created = await create({ name, resourceVariant: { publicId: 'at-001' } });
  expect(created.status).toBe(201);
  return String(item(created).publicId);
}

describe('assets', () => {
  test('a create takes the name and type only: it has no device, and a body naming one is refused as the platform would', async () => {
    const publicId = await newAsset();
    expect(await readAsset(publicId)).toEqual({ publicId, name: 'Dosing pump 7', agent: null });
    expect(await holders(publicId)).toEqual([]);
    const withAgent = await create({
      name: 'Linked',
      resourceVariant: { publicId: 'at-001' },
      agent: { publicId: 'ag-001' },
    });
    expect(withAgent.status).toBe(400);
    expect(withAgent.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'agent' }]);
  });

  test('a name is required and holds at most 255 characters', async () => {
    expect((await create({ name: ' ', resourceVariant: { publicId: 'at-001' } })).json?.data).toEqual([
      { message: 'Required property', propertyName: 'name' },
    ]);
    const publicId = await newAsset();
    const long = await patch(publicId, { name: 'x'.repeat(256) });
    expect(long.status).toBe(400);
    expect(long.json?.data).toEqual([{ message: 'Value is longer than 255 characters', propertyName: 'name' }]);
  });

  test('PATCH agent links, moves and (with null) unlinks; the agents’ assets follow, with the asset’s name', async () => {
    const publicId = await newAsset();
    expect((await patch(publicId, { agent: { publicId: 'ag-003' } })).status).toBe(200);
    expect(await readAsset(publicId)).toMatchObject({ agent: { publicId: 'ag-003' } });
    expect((await agentAssets()).get('ag-003')).toContainEqual({ publicId, name: 'Dosing pump 7' });

    expect((await patch(publicId, { agent: { publicId: 'ag-004' }, name: 'Dosing pump 8' })).status).toBe(200);
    expect(await holders(publicId)).toEqual(['ag-004']);
    expect((await agentAssets()).get('ag-004')).toContainEqual({ publicId, name: 'Dosing pump 8' });

    expect((await patch(publicId, { name: 'Dosing pump 9' })).status).toBe(200);
    expect((await agentAssets()).get('ag-004')).toContainEqual({ publicId, name: 'Dosing pump 9' });

    expect((await patch(publicId, { agent: null })).status).toBe(200);
    expect(await readAsset(publicId)).toMatchObject({ agent: null });
    expect(await holders(publicId)).toEqual([]);
  });

  test('an unknown device or one of another company is refused on agent, and nothing changes', async () => {
    const publicId = await newAsset();
    await patch(publicId, { agent: { publicId: 'ag-003' } });
    for (const agent of [{ publicId: 'ag-nope' }, { publicId: 'ag-041' }, {}]) {
      const refused = await patch(publicId, { agent, name: 'Renamed' });
      expect(refused.status).toBe(400);
      expect(refused.json?.data).toEqual([{ message: 'Agent not found', propertyName: 'agent' }]);
    }
    expect(await readAsset(publicId)).toEqual({ publicId, name: 'Dosing pump 7', agent: { publicId: 'ag-003' } });
    expect(await holders(publicId)).toEqual(['ag-003']);
    // The agent is named by id only: anything else on it is not the platform's.
    expect((await patch(publicId, { agent: { publicId: 'ag-004', name: 'PLC' } })).json?.data).toEqual([
      { message: 'Unknown property', propertyName: 'agent.name' },
    ]);
  });

  test('a deleted asset leaves its agent’s assets', async () => {
    const publicId = await newAsset();
    await patch(publicId, { agent: { publicId: 'ag-003' } });
    expect((await call('Asset', { token, method: 'DELETE', params: { publicId } })).status).toBe(200);
    expect(await holders(publicId)).toEqual([]);
    expect((await call('Asset', { token, params: { publicId } })).status).toBe(404);
  });

  test('writes need MANAGE_ASSET_TYPES; reads do not', async () => {
    const publicId = await newAsset();
    const other = demoTokens.secure.secretId;
    expect((await patch(publicId, { agent: { publicId: 'ag-003' } }, other)).status).toBe(403);
    expect((await call('Asset', { token: other, method: 'DELETE', params: { publicId } })).status).toBe(403);
    expect((await call('AssetList', { token: other, query: { fields: 'publicId,name' } })).status).toBe(200);
  });
});
