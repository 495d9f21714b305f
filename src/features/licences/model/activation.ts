/** What an agent app is activated with, as chosen in the dialog; only one is sent (docs/RULES.md#licences). */
export interface ActivationChoice {
  trial: boolean;
  /** publicId of an unassigned licence of the app's usage type, or null. */
  licenceId: string | null;
  /** A coupon code as typed (normalised before sending), or ''. */
  couponCode: string;
}

export type ActivationPayload =
  | { publicId: string; trial: true }
  | { publicId: string; licence: { publicId: string } }
  | { publicId: string; couponCode: string };

/**
 * docs/RULES.md#licences, the agent app activation payload: a trial if present (sent with the agent id); else a licence if present;
 * else a coupon code. Never two of them; null when nothing was chosen.
 */
export function activationPayload(agentId: string, choice: ActivationChoice): ActivationPayload | null {
  if (choice.trial) return { publicId: agentId, trial: true };
  if (choice.licenceId) return { publicId: agentId, licence: { publicId: choice.licenceId } };
  const couponCode = choice.couponCode.trim().toUpperCase();
  if (couponCode) return { publicId: agentId, couponCode };
  return null;
}
