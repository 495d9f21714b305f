import type { TrustedDevice, User } from './types';

/** The person's own two-factor state the platform keeps to itself. */
export interface TwoFactorSecrets {
  /** The TOTP secret of a verified set-up: signing in then needs its current code. */
  _totpSecret?: string | null;
  /** Handed out by MyUserOtpAuthEnable, waiting for MyUserOtpAuthVerify. */
  _pendingTotpSecret?: string | null;
}
export type ProfileUser = User & TwoFactorSecrets;

/** A trusted device remembers which browser it is (the `Api-Device-Identifier` it was trusted with). */
export type TrustedDeviceRow = TrustedDevice & { _deviceIdentifier?: string | null };

/** Rows seeded before these fields existed simply lack them: the widening needs no cast. */
export const profileUser = (user: User): ProfileUser => user;
export const deviceRows = (rows: TrustedDevice[]): TrustedDeviceRow[] => rows;
