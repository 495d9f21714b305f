import * as v from '@/lib/validate';

const refSchema = v.object({ publicId: v.string(), name: v.nullish(v.string()) });

/**
 * The fields of an agent (device) the VPN feature reads. The platform has no online flag: a device is reachable
 * when `activeVpnSession` is present (docs/API.md).
 */
export const vpnAgentSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  activeVpnSession: v.nullish(v.object({ rscServer: v.nullish(refSchema), vpnAddress: v.nullish(v.string()) })),
  mdrServer: v.nullish(refSchema),
  loggingMdrServer: v.nullish(refSchema),
  connectedUsers: v.nullish(v.array(refSchema)),
  useStunnel: v.nullish(v.boolean()),
  rateLimiting: v.nullish(
    v.object({
      // The platform also has `lock`; it is read like `hard` (rate-limit.ts).
      configOpenvpnLimit: v.nullish(v.literal('soft', 'hard', 'lock')),
      configOpenvpnCounter: v.nullish(v.number()),
      configOpenvpnLastHit: v.nullish(v.string()),
    }),
  ),
});
export type VpnAgent = v.Infer<typeof vpnAgentSchema>;
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

/** Whether a Connect can reach the device now: an active VPN session with a VPN address (else it is offline). */
export function canReachOverVpn(agent: Pick<VpnAgent, 'activeVpnSession'> | null | undefined): boolean {
  return hasActiveSession(agent) && Boolean(agent?.activeVpnSession?.vpnAddress);
}
