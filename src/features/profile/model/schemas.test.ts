import {
  browserSummary,
  otherDevices,
  passwordFormSchema,
  profileFormSchema,
  profilePatch,
  sortDevices,
  verifyFormSchema,
  type TrustedDevice,
} from './schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the profile form', () => {
  const initial = { name: 'Ada Admin', language: 'en', localisation: '', timeZone: '', custom: {} };

  it('sends only what changed; automatic localisation and time zone go as null', () => {
    expect(profilePatch(initial, initial)).toEqual({});
    expect(profilePatch(initial, { ...initial, name: '  Ada Lovelace ' })).toEqual({ name: 'Ada Lovelace' });
    expect(profilePatch(initial, { ...initial, language: 'nl', timeZone: 'Europe/Amsterdam' })).toEqual({
      language: 'nl',
      timeZone: 'Europe/Amsterdam',
    });
    const set = { ...initial, localisation: 'nl-NL', timeZone: 'UTC' };
    expect(profilePatch(set, initial)).toEqual({ localisation: null, timeZone: null });
    expect(profilePatch(initial, { ...initial, name: 'Ada Admin ' })).toEqual({});
  });

  it('sends the custom values that changed, as the platform stores them', () => {
    const employeeNumber = {
      publicId: 'cp-1',
      resourceType: 'User',
      slug: 'EmployeeNumber',
      name: 'Employee number',
      description: null,
      required: false,
      scopeType: 'com',
      resourceVariant: null,
      validation: { type: 'str', minLength: null, maxLength: null, regex: null },
    } as const;
    const stored = { EmployeeNumber: 'E-1' };
    const withCustom = { ...initial, custom: { EmployeeNumber: 'E-1' } };
    expect(profilePatch(withCustom, withCustom, [employeeNumber], stored)).toEqual({});
    expect(
      profilePatch(withCustom, { ...withCustom, custom: { EmployeeNumber: 'E-2' } }, [employeeNumber], stored),
    ).toEqual({ custom: { EmployeeNumber: 'E-2' } });
  });

  it('needs a name of at most 255 characters', () => {
    expect(messages(profileFormSchema.safeParse({ ...initial, name: '  ' }))).toEqual([
      'name: profile.validation.REQUIRED',
    ]);
    expect(messages(profileFormSchema.safeParse({ ...initial, name: 'x'.repeat(256) }))).toEqual([
      'name: profile.validation.MAX_LENGTH',
    ]);
    expect(profileFormSchema.safeParse({ ...initial, name: 'x'.repeat(255) }).success).toBe(true);
  });
});

describe('the password form', () => {
  const valid = {
    oldPassword: 'old-one',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
    deleteAccessTokens: false,
  };

  it('accepts a new password of 8 characters or more, typed twice alike, unlike the old one', () => {
    expect(passwordFormSchema.safeParse(valid).success).toBe(true);
    expect(
      messages(passwordFormSchema.safeParse({ ...valid, newPassword: 'short', confirmPassword: 'short' })),
    ).toEqual(['newPassword: profile.validation.PASSWORD_TOO_SHORT']);
    expect(messages(passwordFormSchema.safeParse({ ...valid, confirmPassword: 'new-passwort' }))).toEqual([
      'confirmPassword: profile.validation.PASSWORDS_DIFFER',
    ]);
    expect(messages(passwordFormSchema.safeParse({ ...valid, oldPassword: 'new-password' }))).toEqual([
      'newPassword: profile.validation.SAME_PASSWORD',
    ]);
    expect(messages(passwordFormSchema.safeParse({ ...valid, oldPassword: '' }))).toEqual([
      'oldPassword: profile.validation.REQUIRED',
    ]);
  });
});

describe('the two-factor code form', () => {
  it('takes six digits and a device name', () => {
    expect(verifyFormSchema.safeParse({ oneTimePassword: ' 123456 ', deviceName: 'Phone' }).success).toBe(true);
    expect(messages(verifyFormSchema.safeParse({ oneTimePassword: '12345', deviceName: '' }))).toEqual([
      'oneTimePassword: profile.validation.OTP_FORMAT',
      'deviceName: profile.validation.REQUIRED',
    ]);
    expect(verifyFormSchema.safeParse({ oneTimePassword: '12345a', deviceName: 'Phone' }).success).toBe(false);
  });
});

describe('trusted devices', () => {
  const device = (publicId: string, isCurrent: boolean, lastLogin: string): TrustedDevice => ({
    publicId,
    name: publicId,
    userAgent: null,
    isCurrent,
    createdOn: null,
    lastLogin,
  });
  const devices = [
    device('old', false, '2026-01-01T00:00:00Z'),
    device('here', true, '2025-01-01T00:00:00Z'),
    device('new', false, '2026-06-01T00:00:00Z'),
  ];

  it('lists the current one first, then the newest login', () => {
    expect(sortDevices(devices).map((d) => d.publicId)).toEqual(['here', 'new', 'old']);
  });

  it('"the others" never include the current one', () => {
    expect(otherDevices(devices).map((d) => d.publicId)).toEqual(['old', 'new']);
  });
});

describe('browser summary', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0', 'Chrome · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0 Safari/537.36 Edg/142.0', 'Edge · Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/144.0', 'Firefox · Linux'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 15_1) Safari/19.0', 'Safari · macOS'],
    ['curl/8.0', null],
    [null, null],
  ] as const)('%s → %s', (userAgent, summary) => {
    expect(browserSummary(userAgent)).toBe(summary);
  });
});
