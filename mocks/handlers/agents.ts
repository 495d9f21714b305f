import { groupIdsOf } from '../db/access';
import type { AccessRequest, Agent, Db, Ref } from '../db/types';
import { mergeCustomValues } from './custom-values';
import { asBool, asString, crudRoutes, defaultScope, listResponse, stripInternal, type Resource } from './crud';
import {
  ApiError,
  envelope,
  forbidden,
  isRecord,
  noContent,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { MODELS } from '../db/seed-devices';
import { agentLicenceFields } from './licences';
import { membershipDeps, perRequest } from './memo';
import type { Row } from './query';

/** Agents (devices), their access requests, approvers and the OpenVPN rate-limit reset. */

const canManageAll = (ctx: Ctx): boolean => {
  const { permissions } = sessionOf(ctx);
  return permissions.includes('MANAGE_GROUPS') || permissions.includes('MANAGE_ACCESS_REQUESTS');
};

/** The signed-in person's groups in the selected company, read once per request rather than once per agent. */
const myGroupIds = perRequest(membershipDeps, (ctx) => {
  const { user, companyId } = sessionOf(ctx);
  return groupIdsOf(ctx.db, user.publicId, companyId);
});

/** Admins see every agent of the company; others the agents of their groups (their memberships) or with device rights. */
export function agentVisible(agent: Agent, ctx: Ctx): boolean {
  if (!defaultScope(agent, ctx)) return false;
  if (canManageAll(ctx)) return true;
  if (agent._devicePermissions[sessionOf(ctx).user.publicId]) return true;
  const groupIds = myGroupIds(ctx);
  return agent.memberships.some((m) => groupIds.has(m.group.publicId));
}

const canManageAgent = (agent: Agent, ctx: Ctx): boolean =>
  sessionOf(ctx).permissions.includes('MANAGE_ACCESS_REQUESTS') ||
  (agent._devicePermissions[sessionOf(ctx).user.publicId] ?? []).includes('MANAGE_ACCESS_REQUESTS');

/** Whoever may write agents (the resource's `write` permission) may edit the device's facts and custom values. */
const canEditAgent = (ctx: Ctx): boolean => sessionOf(ctx).permissions.includes('MANAGE_GROUPS');

/**
 * The Agent's `permissions[]` (chosen here, docs/API.md): the caller's rights on this device. `MANAGE_AGENT` edits
 * its name, description, location, time zone and custom values; `MANAGE_ACCESS_REQUESTS` decides its access requests.
 */
export function agentPermissions(agent: Agent, ctx: Ctx): string[] {
  const own = agent._devicePermissions[sessionOf(ctx).user.publicId] ?? [];
  return [
    ...(canEditAgent(ctx) ? ['MANAGE_AGENT'] : []),
    ...(canManageAgent(agent, ctx)
      ? ['MANAGE_ACCESS_REQUESTS']
      : own.filter((right) => right === 'MANAGE_ACCESS_REQUESTS')),
  ];
}

function agentView(agent: Agent, ctx: Ctx): Row {
  return {
    ...stripInternal(agent),
    ...agentLicenceFields(agent.publicId, ctx),
    permissions: agentPermissions(agent, ctx),
  };
}

function visibleAgent(ctx: Ctx, id: string): Agent {
  const agent = ctx.db.agents.find((a) => a.publicId === id);
  if (!agent || !agentVisible(agent, ctx)) throw notFound();
  return agent;
}

const agents: Resource<Agent> = {
  listRel: 'AgentList',
  path: '/agents',
  idPrefix: 'ag',
  table: (db) => db.agents,
  defaultOrder: 'name',
  scope: agentVisible,
  view: agentView,
  write: ['MANAGE_GROUPS'],
  listMethods: ['GET', 'PATCH'],
  readOnly: [
    'servers',
    'activeVpnSession',
    'connectedUsers',
    'rateLimiting',
    'controlledBy',
    'serialNumber',
    'deviceId',
    'memberships',
    'assets',
    'permissions',
    'activationLicence',
    'alarmingApp',
    'loggingApp',
    'type',
    'macAddress',
    'lastSeenAgentUserAgent',
    'geoLocation',
  ],
  patch: (row, changes, ctx) =>
    'custom' in changes ? { ...changes, custom: mergeCustomValues(ctx, 'Agent', row.custom, changes.custom) } : changes,
  validate: (row) => {
    if (typeof row.name !== 'string' || row.name.trim() === '')
      throw new ApiError(400, [{ message: 'Required property', propertyName: 'name' }]);
  },
  afterWrite: (row, ctx, kind) => {
    if (kind === 'delete')
      ctx.db.accessRequests = ctx.db.accessRequests.filter((r) => r.agent?.publicId !== row.publicId);
  },
};

/** Approvers of an agent: its own company's, plus the controlling company's for a controlled device. */
function approversOf(db: Db, agent: Agent): Row[] {
  return agent._approverIds.flatMap((userId) => {
    const user = db.users.find((u) => u.publicId === userId);
    if (!user) return [];
    const companyIds = db.memberships.filter((m) => m.user?.publicId === userId).map((m) => m._companyId);
    const companyId = companyIds.includes(agent._companyId)
      ? agent._companyId
      : (agent.controlledBy?.publicId ?? companyIds[0] ?? '');
    const company = db.companies.find((c) => c.publicId === companyId);
    return company
      ? [
          {
            publicId: user.publicId,
            name: user.name,
            user: { publicId: user.publicId, name: user.name },
            company: { publicId: companyId },
          },
        ]
      : [];
  });
}

function requestVisible(request: AccessRequest, ctx: Ctx): boolean {
  if (!defaultScope(request, ctx)) return false;
  const userId = sessionOf(ctx).user.publicId;
  if (sessionOf(ctx).permissions.includes('MANAGE_ACCESS_REQUESTS')) return true;
  return request.user.publicId === userId || request.allowedApprovers.some((a) => a.publicId === userId);
}

const validDate = (value: unknown, propertyName: string): number => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName }]);
  return ms;
};

const idList = (value: unknown): string[] =>
  Array.isArray(value)
    ? (value as unknown[]).flatMap((v) =>
        isRecord(v) && typeof v.publicId === 'string' ? [v.publicId] : typeof v === 'string' ? [v] : [],
      )
    : [];

function createRequest(body: Row, ctx: Ctx, publicId: string): AccessRequest {
  requirePermission(ctx, 'USE_ACCESS_REQUESTS');
  const agent = visibleAgent(ctx, param(ctx, 'agentId'));
  const { user } = sessionOf(ctx);
  const serverIds = idList(body.servers);
  const servers = agent.servers.filter((s) => serverIds.includes(s.publicId));
  // `servers` may be [] for VPN only (docs/API.md).
  const vpnOnly = body.vpn === true && serverIds.length === 0;
  if ((servers.length === 0 && !vpnOnly) || servers.length !== serverIds.length)
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'servers' }]);
  const approverIds = idList(body.allowedApprovers);
  if (approverIds.length === 0 || !approverIds.every((id) => agent._approverIds.includes(id))) {
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'allowedApprovers' }]);
  }
  const approvers = approverIds
    .flatMap((id) => ctx.db.users.filter((u) => u.publicId === id))
    .map((u) => ({ publicId: u.publicId, name: u.name }));
  const reason = asString(body.reason).trim();
  if (reason === '') throw new ApiError(400, [{ message: 'Required property', propertyName: 'reason' }]);
  const start = validDate(body.start, 'start');
  const end = validDate(body.end, 'end');
  if (start < Math.floor(Date.now() / 60_000) * 60_000)
    throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'start' }]);
  if (end <= start) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'end' }]);
  const ref = (e: { publicId: string; name: string }): Ref => ({ publicId: e.publicId, name: e.name });
  return {
    publicId,
    _companyId: agent._companyId,
    user: ref(user),
    approver: null,
    approverCompany: null,
    status: 'pending',
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    reason,
    vpn: asBool(
      body.vpn,
      servers.some((s) => s.serviceGroup === 'vpn'),
    ),
    servers: servers.map(ref),
    allowedApprovers: approvers,
    agent: { publicId: agent.publicId },
    _asset: null,
    createdOn: new Date().toISOString(),
    updatedOn: null,
    reviewExpiresOn: new Date(Math.max(start, Date.now()) + 86_400_000).toISOString(),
  };
}

const agentRequests: Resource<AccessRequest> = {
  listRel: 'AgentAccessRequestList',
  itemRel: 'AgentAccessRequest',
  path: '/agents/{agentId}/access-requests',
  idPrefix: 'ar',
  table: (db) => db.accessRequests,
  listMethods: ['GET', 'POST'],
  itemMethods: ['GET'],
  defaultOrder: '-start',
  scope: (row, ctx) => row.agent?.publicId === ctx.params.agentId && requestVisible(row, ctx),
  create: createRequest,
};

const isAllowedApprover = (request: AccessRequest, ctx: Ctx): boolean =>
  request.allowedApprovers.some((approver) => approver.publicId === sessionOf(ctx).user.publicId);

/** The approver's inbox: requests of the selected company where the signed-in user is an allowed approver. */
const approvalInbox: Resource<AccessRequest> = {
  listRel: 'AccessRequestApprovalList',
  itemRel: 'AccessRequestApproval',
  path: '/access-requests/approvals',
  idPrefix: 'ar',
  table: (db) => db.accessRequests,
  listMethods: ['GET'],
  itemMethods: [],
  defaultOrder: '-start',
  scope: (row, ctx) => defaultScope(row, ctx) && isAllowedApprover(row, ctx),
};

/** MyUserAccessRequest (docs/API.md): the signed-in user's requests with the device or asset they were made for. */
function myRequestView(request: AccessRequest, agents: readonly Agent[]): Row {
  const agent = request.agent && agents.find((a) => a.publicId === request.agent?.publicId);
  return {
    publicId: request.publicId,
    request: {
      publicId: request.publicId,
      status: request.status,
      start: request.start,
      end: request.end,
      vpn: request.vpn,
      servers: request.servers,
      user: { publicId: request.user.publicId },
    },
    user: request.user,
    // A request made for an asset names the asset only (the app reaches the device through the asset's agent).
    agent:
      request._asset || !request.agent ? null : { publicId: request.agent.publicId, name: agent ? agent.name : '' },
    asset: request._asset,
  };
}

/** Approve and reject need a pending request; revoke an approved one. Only allowed approvers (or managers) decide. */
function decide(ctx: Ctx, decision: 'approve' | 'reject' | 'revoke'): Response {
  visibleAgent(ctx, param(ctx, 'agentId'));
  const request = ctx.db.accessRequests.find(
    (r) => r.publicId === param(ctx, 'publicId') && r.agent?.publicId === ctx.params.agentId,
  );
  if (!request || !requestVisible(request, ctx)) throw notFound();
  const session = sessionOf(ctx);
  if (!isAllowedApprover(request, ctx) && !session.permissions.includes('MANAGE_ACCESS_REQUESTS')) throw forbidden();
  if (decision === 'revoke') {
    if (request.status !== 'approved') throw new ApiError(400, [{ message: 'Access request is not approved' }]);
    request.status = 'revoked';
  } else {
    if (request.status !== 'pending') throw new ApiError(400, [{ message: 'Access request is not pending' }]);
    request.status = decision === 'approve' ? 'approved' : 'rejected';
  }
  request.approver = { publicId: session.user.publicId, name: session.user.name };
  request.approverCompany = { publicId: session.companyId };
  request.updatedOn = new Date().toISOString();
  request.reviewExpiresOn = null;
  return envelope(
    decision === 'approve'
      ? 'AccessRequestApprove'
      : decision === 'reject'
        ? 'AccessRequestReject'
        : 'AccessRequestRevoke',
    null,
    { status: 201 },
  );
}

export const agentRoutes: Route[] = [
  // The platform's catalogue of device types: the same for everyone signed in.
  ...routesFor('AgentTypeList', '/agent-types', {
    GET: (ctx) => {
      sessionOf(ctx);
      return listResponse(
        'AgentTypeList',
        MODELS.map((model) => ({ ...model })),
        ctx,
        'name',
      );
    },
  }),
  ...crudRoutes(agents),
  ...crudRoutes(agentRequests),
  ...crudRoutes(approvalInbox),
  ...routesFor('MyUserAccessRequestList', '/users/me/access-requests', {
    GET: (ctx) => {
      const { user } = sessionOf(ctx);
      const mine = ctx.db.accessRequests
        .filter((r) => defaultScope(r, ctx) && r.user.publicId === user.publicId)
        .map((r) => myRequestView(r, ctx.db.agents));
      return listResponse('MyUserAccessRequestList', mine, ctx, '-request.start');
    },
  }),
  ...routesFor('AgentAccessRequestAuthenticatedApprove', '/agents/{agentId}/access-requests/approve/{publicId}', {
    POST: (ctx) => decide(ctx, 'approve'),
  }),
  ...routesFor('AgentAccessRequestAuthenticatedReject', '/agents/{agentId}/access-requests/reject/{publicId}', {
    POST: (ctx) => decide(ctx, 'reject'),
  }),
  ...routesFor('AgentAccessRequestAuthenticatedRevoke', '/agents/{agentId}/access-requests/revoke/{publicId}', {
    POST: (ctx) => decide(ctx, 'revoke'),
  }),
  ...routesFor('AgentAccessRequestApproverList', '/agents/{agentId}/approvers', {
    GET: (ctx) =>
      listResponse(
        'AgentAccessRequestApproverList',
        approversOf(ctx.db, visibleAgent(ctx, param(ctx, 'agentId'))),
        ctx,
      ),
  }),
  ...routesFor('AgentRateLimitReset', '/agents/{agentId}/rate-limit-reset', {
    POST: (ctx) => {
      visibleAgent(ctx, param(ctx, 'agentId')).rateLimiting = null;
      return noContent();
    },
  }),
];
