// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';

const refSchema = z.object({ publicId: z.string(), name: z.nullish(z.string()) });

/** The fields of an agent (device) the VPN feature reads. */
export const vpnAgentSchema = z.object({
  publicId: z.string(),
  name: z.nullish(z.string()),
  online: z.nullish(z.boolean()),
  activeVpnSession: z.nullish(z.object({ rscServer: z.nullish(refSchema), vpnAddress: z.nullish(z.string()) })),
  connectedUsers: z.nullish(z.array(refSchema)),
  useStunnel: z.nullish(z.boolean()),
  rateLimiting: z.nullish(
    z.object({
      configOpenvpnLimit: z.nullish(z.enum(['soft', 'hard'])),
      configOpenvpnCounter: z.nullish(z.number()),
      configOpenvpnLastHit: z.nullish(z.string()),
    }),
  ),
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
