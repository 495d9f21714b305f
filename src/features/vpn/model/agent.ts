import { z } from 'zod';

const refSchema = z.object({ publicId: z.string(), name: z.string().optional() });

/** The fields of an agent (device) the VPN feature reads. */
export const vpnAgentSchema = z.object({
  publicId: z.string(),
  name: z.string().optional(),
  online: z.boolean().optional(),
  activeVpnSession: z.object({ rscServer: refSchema.nullish(), vpnAddress: z.string().nullish() }).nullish(),
  connectedUsers: z.array(refSchema).nullish(),
  useStunnel: z.boolean().nullish(),
  rateLimiting: z
    .object({
      configOpenvpnLimit: z.enum(['soft', 'hard']).nullish(),
      configOpenvpnCounter: z.number().nullish(),
      configOpenvpnLastHit: z.string().nullish(),
    })
    .nullish(),
});
export type VpnAgent = z.infer<typeof vpnAgentSchema>;
export type RateLimiting = NonNullable<VpnAgent['rateLimiting']>;

export const VPN_AGENT_FIELDS = [
  'publicId',
  'name',
  'online',
  'activeVpnSession(*)',
  'connectedUsers(*)',
  'useStunnel',
  'rateLimiting(*)',
] as const;

export function hasActiveSession(agent: Pick<VpnAgent, 'activeVpnSession'> | null | undefined): boolean {
  return Boolean(agent?.activeVpnSession);
}
