import { STORAGE_KEYS } from '@/lib/storage';
import {
  clearAuthRecord,
  isExpired,
  readAuthRecord,
  readRememberedCompany,
  rememberCompany,
  writeAuthRecord,
  type AuthRecord,
} from './auth-record';
import { memoryStorage } from '@/testing/memory-storage';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const valid: AuthRecord = { publicId: 't1', secretId: 's1', expiresOn: '2026-07-01T12:00:00Z', userId: 'u1' };

describe('readAuthRecord', () => {
  it('returns a valid record and keeps it', () => {
    const { storage, map } = memoryStorage({ [STORAGE_KEYS.auth]: JSON.stringify(valid) });
    expect(readAuthRecord(storage, NOW)).toEqual(valid);
    expect(map.has(STORAGE_KEYS.auth)).toBe(true);
  });

  it('accepts a record without userId and an expiry with an offset', () => {
    const record = { publicId: 't1', secretId: 's1', expiresOn: '2026-07-01T14:00:00+02:00' };
    const { storage } = memoryStorage({ [STORAGE_KEYS.auth]: JSON.stringify(record) });
    expect(readAuthRecord(storage, NOW)).toEqual(record);
  });

  it('gives undefined when nothing is stored', () => {
    const { storage } = memoryStorage();
    expect(readAuthRecord(storage, NOW)).toBeUndefined();
  });

  it('removes an expired record', () => {
    const { storage, map } = memoryStorage({
      [STORAGE_KEYS.auth]: JSON.stringify({ ...valid, expiresOn: '2026-06-01T11:59:59Z' }),
    });
    expect(readAuthRecord(storage, NOW)).toBeUndefined();
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
  });

  it('removes a record expiring exactly now', () => {
    const { storage, map } = memoryStorage({
      [STORAGE_KEYS.auth]: JSON.stringify({ ...valid, expiresOn: new Date(NOW).toISOString() }),
    });
    expect(readAuthRecord(storage, NOW)).toBeUndefined();
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
  });

  it.each(['{"publicId":"t1",', 'not json', '', 'undefined'])('removes corrupt JSON %j', (raw) => {
    const { storage, map } = memoryStorage({ [STORAGE_KEYS.auth]: raw });
    expect(readAuthRecord(storage, NOW)).toBeUndefined();
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a string', 'token'],
    ['an array', [valid]],
    ['no secretId', { publicId: 't1', expiresOn: valid.expiresOn }],
    ['an empty secretId', { ...valid, secretId: '' }],
    ['a numeric publicId', { ...valid, publicId: 1 }],
    ['an expiry that is no date', { ...valid, expiresOn: 'tomorrow' }],
    ['an expiry as a number', { ...valid, expiresOn: NOW + 60_000 }],
    ['an empty userId', { ...valid, userId: '' }],
  ])('removes a record of the wrong shape: %s', (_name, value) => {
    const { storage, map } = memoryStorage({ [STORAGE_KEYS.auth]: JSON.stringify(value) });
    expect(readAuthRecord(storage, NOW)).toBeUndefined();
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
  });

  it('leaves other keys alone', () => {
    const { storage, map } = memoryStorage({ [STORAGE_KEYS.auth]: 'garbage', [STORAGE_KEYS.company]: 'c1' });
    readAuthRecord(storage, NOW);
    expect(map.get(STORAGE_KEYS.company)).toBe('c1');
  });
});

describe('isExpired', () => {
  it('compares expiresOn with now', () => {
    expect(isExpired({ expiresOn: '2026-06-01T12:00:01Z' }, NOW)).toBe(false);
    expect(isExpired({ expiresOn: '2026-06-01T12:00:00Z' }, NOW)).toBe(true);
    expect(isExpired({ expiresOn: '2026-06-01T11:00:00Z' }, NOW)).toBe(true);
  });
});

describe('writing and clearing', () => {
  it('writes a record that reads back', () => {
    const { storage, map } = memoryStorage();
    writeAuthRecord(storage, valid);
    expect(JSON.parse(map.get(STORAGE_KEYS.auth) ?? 'null')).toEqual(valid);
    expect(readAuthRecord(storage, NOW)).toEqual(valid);
    clearAuthRecord(storage);
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
  });

  it('remembers the company', () => {
    const { storage } = memoryStorage();
    expect(readRememberedCompany(storage)).toBeUndefined();
    rememberCompany(storage, 'c2');
    expect(readRememberedCompany(storage)).toBe('c2');
  });
});
