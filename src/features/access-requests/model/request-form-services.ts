import * as v from '@/lib/validate';
import type { RequestPrefill } from './slice';

/** The device as the request dialog reads it (Agent): its services, its locks and the company that controls it. */
export const requestDeviceSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  controlledBy: v.nullish(v.object({ publicId: v.string(), name: v.nullish(v.string()) })),
  vpnLocked: v.nullish(v.boolean()),
  webAccessLocked: v.nullish(v.boolean()),
  vpnRequireAccessApproval: v.nullish(v.boolean()),
  servers: v.nullish(
    v.array(
      v.object({
        publicId: v.string(),
        name: v.nullish(v.string()),
        serviceGroup: v.nullish(v.string()),
        requireAccessApproval: v.nullish(v.boolean()),
      }),
    ),
  ),
  permissions: v.nullish(v.array(v.string())),
});
export type RequestDevice = v.Infer<typeof requestDeviceSchema>;

export const REQUEST_DEVICE_FIELDS = [
  'publicId',
  'name',
  'controlledBy.publicId',
  'controlledBy.name',
  'vpnLocked',
  'webAccessLocked',
  'vpnRequireAccessApproval',
  'servers(*)',
  'permissions',
] as const;

/** The key of the VPN among the services (the device's VPN server, or the VPN alone when it has none). */
export const VPN_KEY = 'vpn';
const serverKey = (serverId: string) => `server:${serverId}`;

/** One choice of the service picker: the VPN, or one web service of the device. */
export interface RequestService {
  key: string;
  kind: 'vpn' | 'server';
  /** The server's name; null for the VPN of a device without a VPN server (the picker names it). */
  name: string | null;
  /** The agent servers this choice sends (the VPN's own server(s), or the web server). */
  serverIds: readonly string[];
}

/**
 * The services a request can name: the VPN first (its server has the service group 'vpn'; a device without one still
 * offers the VPN, sent as `vpn: true` with no server), then each web service in the device's order.
 */
export function requestServices(device: Pick<RequestDevice, 'servers'>): RequestService[] {
  const servers = device.servers ?? [];
  const vpnServers = servers.filter((server) => server.serviceGroup === 'vpn');
  const vpn: RequestService = {
    key: VPN_KEY,
    kind: 'vpn',
    name: vpnServers[0]?.name ?? null,
    serverIds: vpnServers.map((server) => server.publicId),
  };
  const web = servers
    .filter((server) => server.serviceGroup !== 'vpn')
    .map((server): RequestService => ({
      key: serverKey(server.publicId),
      kind: 'server',
      name: server.name ?? server.publicId,
      serverIds: [server.publicId],
    }));
  return [vpn, ...web];
}

/** What the chosen services mean on the wire: `vpn` and the agent servers. */
export function chosenServices(
  keys: readonly string[],
  services: readonly RequestService[],
): { vpn: boolean; serverIds: string[] } {
  const chosen = services.filter((service) => keys.includes(service.key));
  return {
    vpn: chosen.some((service) => service.kind === 'vpn'),
    serverIds: chosen.flatMap((service) => service.serverIds),
  };
}

/** The service keys a prefill names ("request more time" repeats the running access); unknown servers are left out. */
export function prefilledServiceKeys(
  prefill: RequestPrefill | undefined,
  services: readonly RequestService[],
): string[] {
  if (!prefill) return [];
  const ids = new Set(prefill.serverIds ?? []);
  return services
    .filter(
      (service) => (service.kind === 'vpn' && prefill.vpn === true) || service.serverIds.some((id) => ids.has(id)),
    )
    .map((service) => service.key);
}
