import type { MyAccessRequest } from './schemas';

// Its own small module: the watcher runs on every signed-in page, so it carries only this, not the pages' rules.

export type StatusChange = { publicId: string; status: 'approved' | 'rejected' | 'revoked'; device: string | null };
const ANNOUNCED = new Set(['approved', 'rejected', 'revoked']);

/**
 * The decisions to tell the user about: requests seen before whose status has changed to approved, rejected or revoked.
 * Requests not seen before (the first load, a new request) are never announced.
 */
export function statusChanges(
  previous: ReadonlyMap<string, string>,
  items: readonly MyAccessRequest[],
): StatusChange[] {
  return items.flatMap(({ request, agent, asset }) => {
    const before = previous.get(request.publicId);
    if (before === undefined || before === request.status || !ANNOUNCED.has(request.status)) return [];
    return [
      {
        publicId: request.publicId,
        status: request.status as StatusChange['status'],
        device: asset?.name ?? agent?.name ?? null,
      },
    ];
  });
}

export const statusesById = (items: readonly MyAccessRequest[]): Map<string, string> =>
  new Map(items.map(({ request }) => [request.publicId, request.status]));
