import type { RateLimiting } from './agent';
import { RATE_LIMIT_RETRY_MINUTES, RATE_LIMIT_RETRY_SECONDS, SOFT_RATE_LIMIT_SWITCH } from './constants';

/** The text key and its values: n1 the interval (30 s or 5 min), n2 the counter. */
export interface RateLimitText {
  key: 'retryingInSeconds' | 'retryingInMinutes' | 'stoppedTrying';
  values: Record<string, number>;
}

export interface RateLimitView {
  text: RateLimitText | null;
  /** ISO date of the last attempt, when present. */
  lastAttempt: string | null;
  /** Try again (reset the limit) is offered only for a hard limit. */
  canReset: boolean;
}

/** Soft up to 10 retries every 30 s (with the counter), soft above 10 every 5 minutes, hard (or the platform's lock) has stopped trying. */
export function rateLimitView(limiting: RateLimiting | null | undefined): RateLimitView {
  const limit = limiting?.configOpenvpnLimit;
  const counter = limiting?.configOpenvpnCounter ?? 0;
  const lastAttempt = limiting?.configOpenvpnLastHit ?? null;
  if (limit === 'hard' || limit === 'lock')
    return { text: { key: 'stoppedTrying', values: {} }, lastAttempt, canReset: true };
  if (limit === 'soft') {
    const text: RateLimitText =
      counter <= SOFT_RATE_LIMIT_SWITCH
        ? { key: 'retryingInSeconds', values: { n1: RATE_LIMIT_RETRY_SECONDS, n2: counter } }
        : { key: 'retryingInMinutes', values: { n1: RATE_LIMIT_RETRY_MINUTES } };
    return { text, lastAttempt, canReset: false };
  }
  return { text: null, lastAttempt: null, canReset: false };
}
