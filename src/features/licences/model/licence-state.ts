/** How a licence stands now, in the order it is decided: the first that holds wins. */
export const LICENCE_STATES = ['expired', 'trial', 'notActivated', 'expiring', 'active'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** A licence expiring within this many days is marked as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;

interface StateInput {
  expiresOn: string | null;
  activated: boolean;
  trial: boolean;
}

/**
 * Expired once its expiry has passed (whatever else holds); else a trial; else not activated; else expiring when it ends
 * within 30 days; else active. A licence without an expiry never expires.
 */
export function licenceState({ expiresOn, activated, trial }: StateInput, now: number): LicenceState {
  const expiry = expiresOn === null ? Number.POSITIVE_INFINITY : Date.parse(expiresOn);
  if (expiry <= now) return 'expired';
  if (trial) return 'trial';
  if (!activated) return 'notActivated';
  if (expiry - now <= EXPIRING_WITHIN_DAYS * DAY_MS) return 'expiring';
  return 'active';
}
