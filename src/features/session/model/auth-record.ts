// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';
import { readJson, STORAGE_KEYS, type KeyValueStorage } from '../../../lib/storage';

export const authRecordSchema = z.object({
  publicId: z.string().check(z.minLength(1)),
  secretId: z.string().check(z.minLength(1)),
  expiresOn: z.iso.datetime({ offset: true }),
  userId: z.optional(z.string().check(z.minLength(1))),
});

export type AuthRecord = z.infer<typeof authRecordSchema>;

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
