// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';

const refSchema = z.object({ publicId: z.string(), name: z.nullish(z.string()) });

/**
 * The fields of an agent (device) the VPN feature reads. The platform has no online flag: a device is reachable
 * when `activeVpnSession` is present (API-RESOURCES.md).
 */
export const vpnAgentSchema = z.object({
  publicId: z.string(),
  name: z.nullish(z.string()),
  activeVpnSession: z.nullish(z.object({ rscServer: z.nullish(refSchema), vpnAddress: z.nullish(z.string()) })),
  mdrServer: z.nullish(refSchema),
  loggingMdrServer: z.nullish(refSchema),
  connectedUsers: z.nullish(z.array(refSchema)),
  useStunnel: z.nullish(z.boolean()),
  rateLimiting: z.nullish(
    z.object({
      // The platform also has `lock`; it is read like `hard` (rate-limit.ts).
      configOpenvpnLimit: z.nullish(z.enum(['soft', 'hard', 'lock'])),
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
  'activeVpnSession(*)',
  'mdrServer(*)',
  'loggingMdrServer(*)',
  'connectedUsers(*)',
  'useStunnel',
  'rateLimiting(*)',
] as const;

/** Whether the device is reachable: it has an active VPN session. */
export function hasActiveSession(agent: Pick<VpnAgent, 'activeVpnSession'> | null | undefined): boolean {
  return Boolean(agent?.activeVpnSession);
}
