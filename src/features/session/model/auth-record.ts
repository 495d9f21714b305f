import * as v from '@/lib/validate';
import { readJson, STORAGE_KEYS, type KeyValueStorage } from '@/lib/storage';

export const authRecordSchema = v.object({
  publicId: v.string({ minLength: 1 }),
  secretId: v.string({ minLength: 1 }),
  expiresOn: v.isoDateTime(),
  userId: v.optional(v.string({ minLength: 1 })),
  /** The identity provider of a session signed in through SSO (SsoAccessTokenList); absent for a password session. */
  ssoProviderId: v.optional(v.string({ minLength: 1 })),
});

export type AuthRecord = v.Infer<typeof authRecordSchema>;

export function isExpired(record: Pick<AuthRecord, 'expiresOn'>, now: number): boolean {
  return Date.parse(record.expiresOn) <= now;
}

/** A malformed or expired record means signed out, and it is removed. */
export function readAuthRecord(storage: KeyValueStorage, now: number): AuthRecord | undefined {
  const parsed = authRecordSchema.safeParse(readJson(storage, STORAGE_KEYS.auth));
  if (!parsed.success || isExpired(parsed.data, now)) {
    storage.removeItem(STORAGE_KEYS.auth);
    return undefined;
  }
  return parsed.data;
}

export function writeAuthRecord(storage: KeyValueStorage, record: AuthRecord): void {
  storage.setItem(STORAGE_KEYS.auth, JSON.stringify(record));
}

export function clearAuthRecord(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.auth);
}

export function readRememberedCompany(storage: KeyValueStorage): string | undefined {
  return storage.getItem(STORAGE_KEYS.company) ?? undefined;
}

export function rememberCompany(storage: KeyValueStorage, companyId: string): void {
  storage.setItem(STORAGE_KEYS.company, companyId);
}
