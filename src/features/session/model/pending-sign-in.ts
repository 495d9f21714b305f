/**
 * The e-mail address and password between the password step and the one-time password step of signing in. Held in
 * this module's memory only: never in the address, storage, history state or the store. Taken by the two-factor page,
 * which forgets it when the person signs in or leaves.
 */
/** AccessTokenList's answers about the second factor (docs/API.md, Sign-in). */
export const OTP_REQUIRED = 'One-Time Password required';
export const OTP_FAILED = 'One-Time Password failed';

export interface PendingSignIn {
  email: string;
  password: string;
}

let pending: PendingSignIn | null = null;

export function holdPendingSignIn(credentials: PendingSignIn): void {
  pending = { email: credentials.email, password: credentials.password };
}

export function peekPendingSignIn(): PendingSignIn | null {
  return pending;
}

export function clearPendingSignIn(): void {
  pending = null;
}
