import type { RequestWindow } from './approval-rule';
import type { AccessRequest, MyAccessRequest } from './schemas';

/** The signed-in user's requests (MyUserAccessRequestList) made on one device, as the approval rule reads them. */
export function myRequestWindows(items: readonly MyAccessRequest[] | undefined, agentId: string): RequestWindow[] {
  return (items ?? [])
    .filter((item) => item.agent?.publicId === agentId)
    .map(({ request, user }) => ({
      userId: request.user?.publicId ?? user?.publicId,
      status: request.status,
      start: request.start,
      end: request.end,
      vpn: request.vpn,
      serverIds: request.servers.map((server) => server.publicId),
    }));
}

/** A device's requests (AgentAccessRequestList) as the approval rule reads them. */
export function requestWindows(items: readonly AccessRequest[] | undefined): RequestWindow[] {
  return (items ?? []).map((request) => ({
    userId: request.user.publicId,
    status: request.status,
    start: request.start,
    end: request.end,
    vpn: request.vpn,
    serverIds: request.servers.map((server) => server.publicId),
  }));
}
