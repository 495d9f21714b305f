import { createHmac } from 'node:crypto';
import { getDb } from '../db/store';
import { demoAccounts, demoTokens, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';
import { trustDevice } from './profile';
import { base32Decode, base32Encode, hotp, totpAt, totpMatches } from './profile-totp';

const admin = demoTokens.admin.secretId;
const secure = demoTokens.secure.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetMockDb();
});
afterAll(() => server.close());

const basic = (email: string, otp: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${otp}:${password}`).toString('base64')}`;
const signIn = (email: string, password: string, otp = '') =>
  call('AccessTokenList', {
    method: 'POST',
    headers: { Authorization: basic(email, otp, password) },
    body: { expiresIn: 60 },
    query: { fields: 'secretId' },
  });
const otpAuth = async (token: string) => item(await call('MyUser', { token, query: { fields: 'otpAuth' } })).otpAuth;
const errors = (result: Awaited<ReturnType<typeof call>>) => result.json?.data;

/** The reference: node:crypto's HMAC, independent of the mock's Web Crypto code. */
function referenceTotp(secret: string, at: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', Buffer.from(base32Decode(secret) ?? []))
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 4226 test vectors and RFC 6238 SHA-1 codes', async () => {
    const key = new TextEncoder().encode('12345678901234567890');
    expect(await Promise.all([0, 1, 9].map((counter) => hotp(key, counter)))).toEqual(['755224', '287082', '520489']);
    const secret = base32Encode(key);
    // RFC 6238 appendix B (8 digits there; the last 6 here).
    expect(await totpAt(secret, 59_000)).toBe('287082');
    expect(await totpAt(secret, 1_111_111_109_000)).toBe('081804');
    expect(await totpAt(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('base32 round-trips and forgives spaces and case', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    const text = base32Encode(bytes);
    expect(base32Decode(text)).toEqual(bytes);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(bytes);
    expect(base32Decode('AB1C')).toBeNull();
  });

  it('accepts the current step and one step either side, nothing further, and only six digits', async () => {
    const secret = base32Encode(new TextEncoder().encode('another secret key!!'));
    const now = 1_800_000_000_000;
    expect(await totpMatches(secret, referenceTotp(secret, now), now)).toBe(true);
    expect(await totpMatches(secret, referenceTotp(secret, now - 30_000), now)).toBe(true);
    expect(await totpMatches(secret, referenceTotp(secret, now + 30_000), now)).toBe(true);
    expect(await totpMatches(secret, referenceTotp(secret, now - 60_000), now)).toBe(false);
    expect(await totpMatches(secret, referenceTotp(secret, now + 60_000), now)).toBe(false);
    expect(await totpMatches(secret, 'abcdef', now)).toBe(false);
  });
});

describe('MyUserPassword', () => {
  const change = (body: unknown, token = admin) => call('MyUserPassword', { token, method: 'POST', body });

  it('refuses a wrong old password and a new one under 8 characters, changing nothing', async () => {
    const wrong = await change({ oldPassword: 'nope', newPassword: 'long-enough-1', deleteAccessTokens: false });
    expect(wrong.status).toBe(400);
    expect(errors(wrong)).toEqual([{ message: 'Invalid password', propertyName: 'oldPassword' }]);
    const short = await change({
      oldPassword: demoAccounts.admin.password,
      newPassword: 'short',
      deleteAccessTokens: false,
    });
    expect(short.status).toBe(400);
    expect(errors(short)).toEqual([expect.objectContaining({ propertyName: 'newPassword' })]);
    expect((await signIn(demoAccounts.admin.email, demoAccounts.admin.password)).status).toBe(201);
  });

  it('changes the password: the old one no longer signs in, the new one does; other sessions stay by default', async () => {
    const other = String(item(await signIn(demoAccounts.admin.email, demoAccounts.admin.password)).secretId);
    const result = await change({
      oldPassword: demoAccounts.admin.password,
      newPassword: 'brand-new-pass',
      deleteAccessTokens: false,
    });
    expect(result.status).toBe(201);
    expect(result.json?.data).toBeNull();
    expect((await signIn(demoAccounts.admin.email, demoAccounts.admin.password)).status).toBe(401);
    expect((await signIn(demoAccounts.admin.email, 'brand-new-pass')).status).toBe(201);
    expect((await call('MyUser', { token: other })).status).toBe(200);
  });

  it('deleteAccessTokens signs out the other sessions but not the one that asked', async () => {
    const other = String(item(await signIn(demoAccounts.admin.email, demoAccounts.admin.password)).secretId);
    expect(
      (
        await change({
          oldPassword: demoAccounts.admin.password,
          newPassword: 'brand-new-pass',
          deleteAccessTokens: true,
        })
      ).status,
    ).toBe(201);
    expect((await call('MyUser', { token: other })).status).toBe(401);
    expect((await call('MyUser', { token: admin })).status).toBe(200);
    // Another person's sessions are not touched.
    expect((await call('MyUser', { token: secure })).status).toBe(200);
  });

  it('refuses a body the platform does not describe', async () => {
    expect(
      (
        await change({
          oldPassword: demoAccounts.admin.password,
          newPassword: 'brand-new-pass',
          deleteAccessTokens: false,
          extra: 1,
        })
      ).status,
    ).toBe(400);
  });
});

describe('two-factor set-up', () => {
  const enable = async (token = admin) => {
    const result = await call('MyUserOtpAuthEnable', { token, method: 'POST' });
    expect(result.status).toBe(201);
    return String(item(result).secret);
  };
  const verify = (oneTimePassword: string, deviceName = 'Pixel', token = admin) =>
    call('MyUserOtpAuthVerify', { token, method: 'POST', body: { oneTimePassword, deviceName } });

  it('enable hands out a fresh base32 secret each time', async () => {
    const first = await enable();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(await enable()).not.toBe(first);
    expect(await otpAuth(admin)).toMatchObject({ registeredOn: null, type: null });
  });

  it('a wrong code is refused; the current code turns it on, and signing in then needs the current code', async () => {
    const secret = await enable();
    const wrong = await verify(referenceTotp(secret, Date.now() + 10 * 60_000));
    expect(wrong.status).toBe(400);
    expect(errors(wrong)).toEqual([expect.objectContaining({ message: 'One-Time Password failed' })]);
    expect((await verify(referenceTotp(secret, Date.now()))).status).toBe(201);
    expect(await otpAuth(admin)).toEqual({
      required: false,
      type: 'app',
      deviceName: 'Pixel',
      registeredOn: expect.any(String) as string,
    });

    const { email, password } = demoAccounts.admin;
    expect(errors(await signIn(email, password))).toEqual([{ message: 'One-Time Password required' }]);
    expect(errors(await signIn(email, password, '000000'))).toEqual([{ message: 'One-Time Password failed' }]);
    expect((await signIn(email, password, referenceTotp(secret, Date.now()))).status).toBe(201);
  });

  it('verify without enable, or without a device name, is refused', async () => {
    expect((await verify('123456')).status).toBe(400);
    const secret = await enable();
    expect((await verify(referenceTotp(secret, Date.now()), ' ')).status).toBe(400);
  });

  it('disable turns it off and signing in needs no code again', async () => {
    const secret = await enable();
    await verify(referenceTotp(secret, Date.now()));
    expect((await call('MyUserOtpAuthDisable', { token: admin, method: 'POST' })).status).toBe(201);
    expect(await otpAuth(admin)).toEqual({ required: false, type: null, deviceName: null, registeredOn: null });
    expect((await signIn(demoAccounts.admin.email, demoAccounts.admin.password)).status).toBe(201);
  });

  it('disable is refused when a role requires two-factor; the fixed demo code keeps working', async () => {
    const refused = await call('MyUserOtpAuthDisable', { token: secure, method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await otpAuth(secure)).toMatchObject({ required: true, type: 'app' });
    const { email, password, otp } = demoAccounts.secure;
    expect((await signIn(email, password, otp)).status).toBe(201);
  });
});

describe('trusted devices', () => {
  const list = async (deviceIdentifier?: string) =>
    rows(
      await call('TrustedDeviceList', {
        token: admin,
        headers: deviceIdentifier ? { 'Api-Device-Identifier': deviceIdentifier } : {},
        query: { fields: 'publicId,name,isCurrent' },
      }),
    );

  it('marks the row of the asking browser as current, and only that one', async () => {
    const mine = trustDevice(getDb(), demoAccounts.admin.publicId, 'My laptop', 'browser-1', 'Mozilla/5.0 Test');
    trustDevice(getDb(), demoAccounts.admin.publicId, 'Old phone', 'browser-2', null);
    const current = (await list('browser-1')).filter((row) => row.isCurrent);
    expect(current).toEqual([{ publicId: mine.publicId, name: 'My laptop', isCurrent: true }]);
    expect((await list()).some((row) => row.isCurrent)).toBe(false);
  });

  it('trusting the same browser again renews its row instead of adding one', async () => {
    const before = (await list()).length;
    const first = trustDevice(getDb(), demoAccounts.admin.publicId, 'Laptop', 'browser-1', null);
    const again = trustDevice(getDb(), demoAccounts.admin.publicId, 'Laptop (renamed)', 'browser-1', null);
    expect(again.publicId).toBe(first.publicId);
    expect((await list()).length).toBe(before + 1);
  });

  it("removes one device, and several at once; only the person's own", async () => {
    const a = trustDevice(getDb(), demoAccounts.admin.publicId, 'A', 'a', null);
    const b = trustDevice(getDb(), demoAccounts.admin.publicId, 'B', 'b', null);
    const c = trustDevice(getDb(), demoAccounts.admin.publicId, 'C', 'c', null);
    const theirs = trustDevice(getDb(), demoAccounts.secure.publicId, 'Not yours', 'x', null);
    expect(
      (await call('TrustedDevice', { token: admin, method: 'DELETE', params: { publicId: a.publicId } })).status,
    ).toBe(200);
    expect(
      (
        await call('TrustedDeviceList', {
          token: admin,
          method: 'DELETE',
          body: [{ publicId: b.publicId }, { publicId: c.publicId }],
        })
      ).status,
    ).toBe(200);
    const names = (await list()).map((row) => row.name);
    expect(names).not.toEqual(expect.arrayContaining(['A']));
    expect(names.filter((name) => ['A', 'B', 'C'].includes(String(name)))).toEqual([]);
    expect(
      (await call('TrustedDevice', { token: admin, method: 'DELETE', params: { publicId: theirs.publicId } })).status,
    ).toBe(404);
  });
});
