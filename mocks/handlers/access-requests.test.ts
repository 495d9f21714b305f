import {
  ACCESS_REQUEST_FIELDS,
  APPROVER_FIELDS,
  MY_ACCESS_REQUEST_FIELDS,
} from '@/features/access-requests/model/schemas';
import { demoTokens, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const user = demoTokens.user.secretId;
const admin = demoTokens.admin.secretId;

async function newRequest(): Promise<string> {
  const approvers = rows(
    await call('AgentAccessRequestApproverList', {
      token: user,
      params: { agentId: 'ag-002' },
      query: { fields: APPROVER_FIELDS.join(',') },
    }),
  );
  expect(approvers[0]).toMatchObject({
    user: { publicId: expect.any(String) as unknown },
    company: { publicId: 'c-acme' },
  });
  const body = {
    start: new Date(Date.now() + 60_000).toISOString(),
    end: new Date(Date.now() + 3_600_000).toISOString(),
    reason: 'Check the kiln',
    vpn: true,
    servers: [{ publicId: 'ag-002-vpn' }],
    allowedApprovers: approvers.map((a) => ({ publicId: (a.user as { publicId: string }).publicId })),
  };
  const created = await call('AgentAccessRequestList', {
    token: user,
    method: 'POST',
    params: { agentId: 'ag-002' },
    body,
  });
  expect(created.status).toBe(201);
  return String((created.json?.data as { publicId: string }).publicId);
}

test("the requester's list and the approver's inbox read with the app's fields", async () => {
  const publicId = await newRequest();
  const mine = rows(
    await call('MyUserAccessRequestList', {
      token: user,
      query: { fields: MY_ACCESS_REQUEST_FIELDS.join(','), filters: 'eq(request.status,"pending")' },
    }),
  );
  expect(mine.find((r) => r.publicId === publicId)).toMatchObject({
    request: { status: 'pending', vpn: true },
    agent: { publicId: 'ag-002' },
  });
  const inbox = rows(
    await call('AccessRequestApprovalList', {
      token: admin,
      query: { fields: ACCESS_REQUEST_FIELDS.join(','), 'page-size': '1000' },
    }),
  );
  expect(inbox.find((r) => r.publicId === publicId)).toMatchObject({ status: 'pending', user: { publicId: 'u-user' } });
  // The requester is no approver of their own request.
  expect(rows(await call('AccessRequestApprovalList', { token: user })).some((r) => r.publicId === publicId)).toBe(
    false,
  );
});

test('approve, then revoke; a decided request cannot be approved again; the requester cannot decide', async () => {
  const publicId = await newRequest();
  const params = { agentId: 'ag-002', publicId };
  expect((await call('AgentAccessRequestAuthenticatedApprove', { token: user, method: 'POST', params })).status).toBe(
    403,
  );
  const approved = await call('AgentAccessRequestAuthenticatedApprove', { token: admin, method: 'POST', params });
  expect(approved.status).toBe(201);
  expect(approved.json?.data).toBeNull();
  const [mine] = rows(
    await call('MyUserAccessRequestList', { token: user, query: { filters: `eq(publicId,"${publicId}")` } }),
  );
  expect(mine).toMatchObject({ request: { status: 'approved' } });
  const again = await call('AgentAccessRequestAuthenticatedApprove', { token: admin, method: 'POST', params });
  expect(again.json?.data).toEqual([{ message: 'Access request is not pending' }]);
  expect((await call('AgentAccessRequestAuthenticatedRevoke', { token: admin, method: 'POST', params })).status).toBe(
    201,
  );
  const revokedAgain = await call('AgentAccessRequestAuthenticatedRevoke', { token: admin, method: 'POST', params });
  expect(revokedAgain.status).toBe(400);
  expect(revokedAgain.json?.data).toEqual([{ message: 'Access request is not approved' }]);
});

test('reject a pending request', async () => {
  const publicId = await newRequest();
  expect(
    (
      await call('AgentAccessRequestAuthenticatedReject', {
        token: admin,
        method: 'POST',
        params: { agentId: 'ag-002', publicId },
      })
    ).status,
  ).toBe(201);
  expect(
    item(await call('AgentAccessRequest', { token: user, params: { agentId: 'ag-002', publicId } })),
  ).toMatchObject({ status: 'rejected', approver: { publicId: 'u-admin' } });
});

test('servers may be [] for VPN only, never for a request without the VPN', async () => {
  const approvers = rows(
    await call('AgentAccessRequestApproverList', {
      token: user,
      params: { agentId: 'ag-002' },
      query: { fields: 'user.publicId' },
    }),
  );
  const body = {
    start: new Date(Date.now() + 60_000).toISOString(),
    end: new Date(Date.now() + 3_600_000).toISOString(),
    reason: 'Remote check',
    servers: [],
    allowedApprovers: approvers.map((a) => ({ publicId: (a.user as { publicId: string }).publicId })),
  };
  expect(
    (
      await call('AgentAccessRequestList', {
        token: user,
        method: 'POST',
        params: { agentId: 'ag-002' },
        body: { ...body, vpn: true },
      })
    ).status,
  ).toBe(201);
  const withoutVpn = await call('AgentAccessRequestList', {
    token: user,
    method: 'POST',
    params: { agentId: 'ag-002' },
    body: { ...body, vpn: false },
  });
  expect(withoutVpn.json?.data).toEqual([{ message: 'Required property', propertyName: 'servers' }]);
});

test("a request made for an asset names only the asset in the requester's list; the asset's agent leads to the device", async () => {
  const mine = rows(
    await call('MyUserAccessRequestList', {
      token: user,
      query: { fields: MY_ACCESS_REQUEST_FIELDS.join(','), 'page-size': '1000' },
    }),
  );
  const forAsset = mine.filter((r) => r.asset);
  expect(forAsset).toHaveLength(1);
  expect(forAsset[0]).toMatchObject({
    agent: null,
    asset: { publicId: expect.any(String) as unknown, name: expect.any(String) as unknown },
  });
  const assetId = (forAsset[0]?.asset as { publicId: string }).publicId;
  const [asset] = rows(
    await call('AssetList', {
      token: user,
      query: { filters: `in(publicId,"${assetId}")`, fields: 'publicId,name,agent.publicId' },
    }),
  );
  const agentId = (asset?.agent as { publicId: string }).publicId;
  expect((await call('Agent', { token: user, params: { publicId: agentId } })).status).toBe(200);
  // The approver sees it as any request, on the asset's agent.
  const inbox = rows(
    await call('AccessRequestApprovalList', {
      token: admin,
      query: { filters: `eq(publicId,"${String(forAsset[0]?.publicId)}")` },
    }),
  );
  expect(inbox[0]).toMatchObject({ agent: { publicId: agentId } });
});

test('renaming a device renames it in the requests made for it', async () => {
  expect(
    (await call('Agent', { token: admin, method: 'PATCH', params: { publicId: 'ag-002' }, body: { name: 'Kiln 2' } }))
      .status,
  ).toBe(200);
  const mine = rows(
    await call('MyUserAccessRequestList', { token: user, query: { filters: 'eq(agent.publicId,"ag-002")' } }),
  );
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((r) => (r.agent as { name: string }).name === 'Kiln 2')).toBe(true);
});
