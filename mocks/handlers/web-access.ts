import { nextId } from '../db/store';
import { agentVisible } from './agents';
import { ApiError, envelope, isRecord, notFound, routesFor, sessionOf, type Ctx, type Route } from './http';

/**
 * WebAccess (platform OpenAPI: POST /web-access `{server: {publicId}}` → `[{publicId, url}]`): opens one web service of
 * a device. The address is the mock's demo page on the app's own origin, naming the device and the service; never a
 * real host. A service that needs approval (its own flag, or the device's locked web access) opens only for someone
 * who manages the device's access requests or holds an approved request covering now that names it.
 */
function openWebAccess(ctx: Ctx, body: unknown): Response {
  const { user, permissions } = sessionOf(ctx);
  const serverId =
    isRecord(body) && isRecord(body.server) && typeof body.server.publicId === 'string' ? body.server.publicId : null;
  if (!serverId) throw new ApiError(400, [{ message: 'Required property', propertyName: 'server.publicId' }]);
  const agent = ctx.db.agents.find((candidate) => candidate.servers.some((server) => server.publicId === serverId));
  const server = agent?.servers.find((candidate) => candidate.publicId === serverId);
  if (!agent || !server || !agentVisible(agent, ctx) || server.serviceGroup === 'vpn') throw notFound();
  const manages =
    permissions.includes('MANAGE_ACCESS_REQUESTS') ||
    (agent._devicePermissions[user.publicId] ?? []).includes('MANAGE_ACCESS_REQUESTS');
  const now = Date.now();
  const approved = ctx.db.accessRequests.some(
    (request) =>
      request.agent?.publicId === agent.publicId &&
      request.user.publicId === user.publicId &&
      request.status === 'approved' &&
      Date.parse(request.start) <= now &&
      Date.parse(request.end) >= now &&
      request.servers.some((named) => named.publicId === serverId),
  );
  if ((server.requireAccessApproval || agent.webAccessLocked) && !manages && !approved) {
    throw new ApiError(403, [{ message: 'An approved access request is required for this web service' }]);
  }
  const url = new URL('/mock/web-service.html', ctx.url.origin);
  url.searchParams.set('device', agent.name ?? agent.publicId);
  url.searchParams.set('service', server.name);
  return envelope('WebAccess', [{ publicId: nextId('wa'), url: url.href }], { status: 201 });
}

export const webAccessRoutes: Route[] = routesFor('WebAccess', '/web-access', {
  POST: async (ctx) => openWebAccess(ctx, await ctx.body()),
});
