import type { AccessRequest, RequestPrefill } from '@/features/access-requests';

/** The approved request that lasts longest: "request more time" repeats its services and approvers. */
export function longestRequest(requests: readonly AccessRequest[] | undefined): AccessRequest | undefined {
  return [...(requests ?? [])].sort((a, b) => Date.parse(b.end) - Date.parse(a.end))[0];
}

/** "Request more time" repeats the services and approvers of the running access, and starts where it ends. */
export function moreTimePrefill(request: AccessRequest | undefined): RequestPrefill | undefined {
  return (
    request && {
      vpn: request.vpn ?? true,
      serverIds: request.servers.map((server) => server.publicId),
      approverIds: request.allowedApprovers.map((approver) => approver.publicId),
      start: request.end,
    }
  );
}
