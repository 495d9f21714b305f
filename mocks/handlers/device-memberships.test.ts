import { getDb } from '../db/store';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, rows, type CallOptions } from '../test-client';

const asAdmin = (options: CallOptions = {}): CallOptions => ({ token: demoTokens.admin.secretId, ...options });
const inGroup = (groupId: string) => ({ filters: `eq(group.publicId,"${groupId}")`, 'page-size': '500' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

/** An Acme group that the first Acme agent is not in, and that agent. */
function agentOutsideGroup() {
  const db = getDb();
  const agent = db.agents.find((a) => a._companyId === 'c-acme');
  const group = db.groups.find(
    (g) =>
      g._companyId === 'c-acme' &&
      !g.isCompanyGroup &&
      !agent?.memberships.some((m) => m.group.publicId === g.publicId),
  );
  if (!agent || !group) throw new Error('seed changed');
  return { agent, group };
}

describe('AgentMembershipList', () => {
  test('GET lists the devices of a group as the platform has them, with the seeded ids', async () => {
    const db = getDb();
    const groupId = db.agents.find((a) => a.publicId === 'ag-001')?.memberships[0]?.group.publicId ?? '';
    const result = await call('AgentMembershipList', asAdmin({ query: inGroup(groupId) }));
    expect(result.status).toBe(200);
    const expected = db.agents.filter(
      (a) => a._companyId === 'c-acme' && a.memberships.some((m) => m.group.publicId === groupId),
    );
    const listed = rows(result) as { publicId: string; agent: { publicId: string }; group: { publicId: string } }[];
    expect(listed.map((m) => m.agent.publicId).sort()).toEqual(expected.map((a) => a.publicId).sort());
    expect(listed).toContainEqual({
      publicId: `am-ag-001-${groupId}`,
      agent: { publicId: 'ag-001' },
      group: { publicId: groupId },
    });
  });

  test('POST adds the device to the group (201 with the new id), the device shows it, DELETE takes it away', async () => {
    const { agent, group } = agentOutsideGroup();
    const created = await call(
      'AgentMembershipList',
      asAdmin({ method: 'POST', body: [{ agent: { publicId: agent.publicId }, group: { publicId: group.publicId } }] }),
    );
    expect(created.status).toBe(201);
    const [made] = created.json?.data as { publicId: string }[];
    expect(made?.publicId).toBe(`am-${agent.publicId}-${group.publicId}`);
    expect(getDb().agents.find((a) => a.publicId === agent.publicId)?.memberships).toContainEqual({
      publicId: made?.publicId,
      agent: { publicId: agent.publicId },
      group: { publicId: group.publicId },
    });
    const item = await call('AgentMembership', asAdmin({ params: { publicId: made?.publicId ?? '' } }));
    expect(item.json?.data).toEqual({
      publicId: made?.publicId,
      agent: { publicId: agent.publicId },
      group: { publicId: group.publicId },
    });

    const removed = await call(
      'AgentMembershipList',
      asAdmin({ method: 'DELETE', body: [{ publicId: made?.publicId }] }),
    );
    expect(removed.status).toBe(200);
    expect(
      rows(await call('AgentMembershipList', asAdmin({ query: inGroup(group.publicId) }))).some(
        (m) => (m as { agent: { publicId: string } }).agent.publicId === agent.publicId,
      ),
    ).toBe(false);
  });

  test('a duplicate is 409; an unknown device or group is 400 on its property; nothing of a refused body is applied', async () => {
    const { agent, group } = agentOutsideGroup();
    const existing = agent.memberships[0]?.group.publicId ?? '';
    const before = structuredClone(agent.memberships);
    const duplicate = await call(
      'AgentMembershipList',
      asAdmin({
        method: 'POST',
        body: [
          { agent: { publicId: agent.publicId }, group: { publicId: group.publicId } },
          { agent: { publicId: agent.publicId }, group: { publicId: existing } },
        ],
      }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json?.data).toEqual([
      { message: 'Already a member of this group', propertyName: 'agent', listIndex: 1 },
    ]);
    const unknownAgent = await call(
      'AgentMembershipList',
      asAdmin({ method: 'POST', body: [{ agent: { publicId: 'ag-nope' }, group: { publicId: group.publicId } }] }),
    );
    expect(unknownAgent.status).toBe(400);
    expect(unknownAgent.json?.data).toEqual([{ message: 'Invalid value', propertyName: 'agent', listIndex: 0 }]);
    const unknownGroup = await call(
      'AgentMembershipList',
      asAdmin({ method: 'POST', body: [{ agent: { publicId: agent.publicId }, group: { publicId: 'g-nope' } }] }),
    );
    expect(unknownGroup.json?.data).toEqual([{ message: 'Invalid value', propertyName: 'group', listIndex: 0 }]);
    expect(getDb().agents.find((a) => a.publicId === agent.publicId)?.memberships).toEqual(before);
  });

  test('writes need MANAGE_GROUPS; a body property the platform lacks is refused', async () => {
    const { agent, group } = agentOutsideGroup();
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUP_TYPES']);
    const refused = await call(
      'AgentMembershipList',
      asAdmin({ method: 'POST', body: [{ agent: { publicId: agent.publicId }, group: { publicId: group.publicId } }] }),
    );
    expect(refused.status).toBe(403);
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    const invented = await call(
      'AgentMembershipList',
      asAdmin({
        method: 'POST',
        body: [{ agent: { publicId: agent.publicId }, group: { publicId: group.publicId }, name: 'x' }],
      }),
    );
    expect(invented.status).toBe(400);
    expect(invented.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'name', listIndex: 0 }]);
  });
});

describe('AssetMembershipList', () => {
  test('GET, POST and DELETE on the asset’s memberships; an unknown membership is 404', async () => {
    const db = getDb();
    const asset = db.assets.find((a) => a._companyId === 'c-acme' && a.memberships.length > 0);
    const group = db.groups.find(
      (g) => g._companyId === 'c-acme' && !asset?.memberships.some((m) => m.group.publicId === g.publicId),
    );
    if (!asset || !group) throw new Error('seed changed');
    const seeded = asset.memberships[0];
    const listed = rows(await call('AssetMembershipList', asAdmin({ query: inGroup(seeded?.group.publicId ?? '') })));
    expect(listed).toContainEqual({
      publicId: seeded?.publicId,
      asset: { publicId: asset.publicId },
      group: seeded?.group,
    });

    const created = await call(
      'AssetMembershipList',
      asAdmin({ method: 'POST', body: [{ asset: { publicId: asset.publicId }, group: { publicId: group.publicId } }] }),
    );
    expect(created.status).toBe(201);
    const [made] = created.json?.data as { publicId: string }[];
    expect(getDb().assets.find((a) => a.publicId === asset.publicId)?.memberships).toContainEqual({
      publicId: made?.publicId,
      group: { publicId: group.publicId },
    });
    const again = await call(
      'AssetMembershipList',
      asAdmin({ method: 'POST', body: [{ asset: { publicId: asset.publicId }, group: { publicId: group.publicId } }] }),
    );
    expect(again.status).toBe(409);

    const removed = await call(
      'AssetMembership',
      asAdmin({ method: 'DELETE', params: { publicId: made?.publicId ?? '' } }),
    );
    expect(removed.status).toBe(200);
    expect(
      getDb()
        .assets.find((a) => a.publicId === asset.publicId)
        ?.memberships.some((m) => m.publicId === made?.publicId),
    ).toBe(false);
    const gone = await call('AssetMembershipList', asAdmin({ method: 'DELETE', body: [{ publicId: 'asm-gone' }] }));
    expect(gone.status).toBe(404);
    expect(gone.json?.data).toEqual([{ message: 'Not found', listIndex: 0 }]);
  });
});
