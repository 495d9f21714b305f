import { z } from 'zod';
import { VPN_AGENT_FIELDS, vpnAgentSchema } from '../../vpn';

/** A device (agent) as the devices pages read it: the VPN fields plus its services. */
export const deviceSchema = vpnAgentSchema.extend({
  servers: z
    .array(
      z.object({
        publicId: z.string(),
        name: z.string().optional(),
        serviceGroup: z.string().nullish(),
        requireAccessApproval: z.boolean().nullish(),
      }),
    )
    .nullish(),
  vpnLocked: z.boolean().nullish(),
  webAccessLocked: z.boolean().nullish(),
  vpnRequireAccessApproval: z.boolean().nullish(),
  permissions: z.array(z.string()).nullish(),
});
export type Device = z.infer<typeof deviceSchema>;

export const DEVICE_LIST_FIELDS = [...VPN_AGENT_FIELDS, 'vpnLocked', 'webAccessLocked', 'vpnRequireAccessApproval', 'permissions'] as const;
export const DEVICE_FIELDS = [...DEVICE_LIST_FIELDS, 'servers(*)'] as const;

/** Devices shown per search; the search narrows on the server. */
export const DEVICE_PAGE_SIZE = 500;
