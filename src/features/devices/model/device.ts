import * as z from 'zod/mini';
import { VPN_AGENT_FIELDS, vpnAgentSchema } from '../../vpn';

/** A device (agent) as the devices pages read it: the VPN fields plus its services. */
export const deviceSchema = z.extend(vpnAgentSchema, {
  servers: z.nullish(
    z.array(
      z.object({
        publicId: z.string(),
        name: z.nullish(z.string()),
        serviceGroup: z.nullish(z.string()),
        requireAccessApproval: z.nullish(z.boolean()),
      }),
    ),
  ),
  vpnLocked: z.nullish(z.boolean()),
  webAccessLocked: z.nullish(z.boolean()),
  vpnRequireAccessApproval: z.nullish(z.boolean()),
  permissions: z.nullish(z.array(z.string())),
});
export type Device = z.infer<typeof deviceSchema>;

export const DEVICE_LIST_FIELDS = [...VPN_AGENT_FIELDS, 'vpnLocked', 'webAccessLocked', 'vpnRequireAccessApproval', 'permissions'] as const;
export const DEVICE_FIELDS = [...DEVICE_LIST_FIELDS, 'servers(*)'] as const;

/** Devices shown per search; the search narrows on the server. */
export const DEVICE_PAGE_SIZE = 500;
