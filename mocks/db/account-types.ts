import { getDb } from './store';
import type { Db } from './types';

/**
 * The mock's tables for recovering access and registering (handlers/account.ts), and the outbox where it "sends" its
 * e-mail. They are optional on Db: a snapshot from before they existed has none (read them with the accessors below).
 */

/** An e-mail the mock sent instead of a real one: Playwright reads the link from it (`window.__mockOutbox`). */
export interface OutboxMail {
  to: string;
  subject: string;
  /** The address in the mail (`<origin>/recover?token=…`, `<origin>/register?token=…`); null for a notice without one. */
  link: string | null;
  sentOn: string;
}

/** A recovery link's token (AccessRecoverList), valid one hour, consumed by MyAccessRecoverFinish. */
export interface AccessRecovery {
  _token: string;
  _userId: string;
  expiresOn: string;
}

/** A registration waiting for its e-mail link (RegistrationList), made real by MyRegistrationFinish. */
export interface PendingRegistration {
  publicId: string;
  companyName: string;
  name: string;
  emailAddress: string;
  language: string | null;
  localisation: string | null;
  timeZone: string | null;
  termsOfUsePolicy: { publicId: string } | null;
  expiresOn: string;
  _password: string;
  _token: string;
}

declare module './types' {
  interface Db {
    outbox?: OutboxMail[];
    accessRecoveries?: AccessRecovery[];
    registrations?: PendingRegistration[];
  }
}

export const outboxOf = (db: Db): OutboxMail[] => (db.outbox ??= []);
export const recoveriesOf = (db: Db): AccessRecovery[] => (db.accessRecoveries ??= []);
export const registrationsOf = (db: Db): PendingRegistration[] => (db.registrations ??= []);

/** Read-only view of the outbox for tests: `window.__mockOutbox` in the browser (installed by mocks/browser.ts). */
export interface MockOutbox {
  /** Every mail sent since the last reset, oldest first (copies). */
  mail(): OutboxMail[];
  /** The link of the newest mail to `to` (case-insensitive), or null. */
  latestLink(to: string): string | null;
}

export const mockOutbox: MockOutbox = {
  mail: () => outboxOf(getDb()).map((mail) => ({ ...mail })),
  latestLink: (to) => {
    const wanted = to.trim().toLowerCase();
    const mine = outboxOf(getDb()).filter((mail) => mail.to.toLowerCase() === wanted && mail.link !== null);
    return mine.at(-1)?.link ?? null;
  },
};

declare global {
  interface Window {
    __mockOutbox?: MockOutbox;
  }
}
