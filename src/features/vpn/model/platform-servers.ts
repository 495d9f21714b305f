import * as v from '@/lib/validate';
import { filter } from '@/api';
import type { VpnAgent } from './agent';

export const PLATFORM_SERVER_TYPES = ['mdr', 'rsc'] as const;

export const platformServerSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  type: v.nullish(v.string()),
  location: v.nullish(v.object({ name: v.nullish(v.string()) })),
  vpnRange: v.nullish(v.string()),
});
export type PlatformServer = v.Infer<typeof platformServerSchema>;

/** MyCompanyPlatformServerList: the company's mdr and rsc servers (docs/RULES.md#vpn). */
export const PLATFORM_SERVER_QUERY = {
  fields: ['publicId', 'name', 'type', 'location.name', 'vpnRange'],
  filters: [filter.in('type', [...PLATFORM_SERVER_TYPES])],
  pageSize: 4000,
};

type ServerRef = { publicId: string; name?: string | null } | null | undefined;

/**
 * The servers known for an agent: the company's platform servers, plus the agent's active VPN session server (rsc), its
 * mdr server and its logging mdr server (docs/RULES.md#vpn). A server the list already holds keeps the list's richer record.
 */
export function collectPlatformServers(
  list: readonly PlatformServer[],
  agent: Pick<VpnAgent, 'activeVpnSession' | 'mdrServer' | 'loggingMdrServer'> | null | undefined,
): Map<string, PlatformServer> {
  const servers = new Map<string, PlatformServer>();
  for (const server of list) servers.set(server.publicId, server);
  const add = (ref: ServerRef, type: 'mdr' | 'rsc') => {
    if (ref && !servers.has(ref.publicId)) servers.set(ref.publicId, { publicId: ref.publicId, name: ref.name, type });
  };
  add(agent?.activeVpnSession?.rscServer, 'rsc');
  add(agent?.mdrServer, 'mdr');
  add(agent?.loggingMdrServer, 'mdr');
  return servers;
}

/** How a server is named to people: its name, with its location when known ("rsc-eu-west-1 · Amsterdam"). */
export function platformServerLabel(server: PlatformServer | undefined): string | null {
  const name = server?.name?.trim();
  if (!name) return null;
  const place = server?.location?.name?.trim();
  return place ? `${name} · ${place}` : name;
}
