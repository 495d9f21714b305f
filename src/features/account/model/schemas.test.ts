import {
  emptyRegistration,
  latestPolicy,
  newPasswordSchema,
  recoverFinishBody,
  recoverRequestSchema,
  registerSchema,
  registrationBody,
  type RegisterValues,
} from './schemas';

/** The first message of each field, as the form shows it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

const valid: RegisterValues = {
  companyName: ' Nova Robotics ',
  name: 'Nina Nova',
  emailAddress: ' nina@nova.test ',
  password: 'nova-pass-1',
  confirmPassword: 'nova-pass-1',
  language: '',
  acceptTerms: true,
};

describe('the recovery request form', () => {
  it.each([
    ['', 'account.validation.required'],
    ['a@b.c', 'account.validation.emailLength'],
    [`${'x'.repeat(250)}@e.test`, 'account.validation.emailLength'],
    ['not-an-address', 'account.validation.email'],
  ])('refuses %j', (emailAddress, message) => {
    expect(messages(recoverRequestSchema.safeParse({ emailAddress }))).toEqual({ emailAddress: message });
  });

  it('takes an address of 6 to 254 characters', () => {
    expect(recoverRequestSchema.safeParse({ emailAddress: 'ab@c.d' }).success).toBe(true);
    expect(recoverRequestSchema.safeParse({ emailAddress: `${'x'.repeat(247)}@e.test` }).success).toBe(true);
  });
});

describe('the new password form', () => {
  it('wants at least 8 characters, typed the same twice', () => {
    expect(
      messages(newPasswordSchema.safeParse({ password: '', confirmPassword: '', deleteAccessTokens: false })),
    ).toEqual({ password: 'account.validation.required' });
    expect(
      messages(
        newPasswordSchema.safeParse({ password: 'seven77', confirmPassword: 'seven77', deleteAccessTokens: false }),
      ),
    ).toEqual({
      password: 'account.validation.passwordLength',
    });
    expect(
      messages(
        newPasswordSchema.safeParse({ password: 'eight888', confirmPassword: 'eight889', deleteAccessTokens: false }),
      ),
    ).toEqual({
      confirmPassword: 'account.validation.passwordMismatch',
    });
    expect(
      newPasswordSchema.safeParse({ password: 'eight888', confirmPassword: 'eight888', deleteAccessTokens: true })
        .success,
    ).toBe(true);
  });

  it('sends the platform names', () => {
    expect(recoverFinishBody({ password: 'eight888', confirmPassword: 'eight888', deleteAccessTokens: true })).toEqual({
      newPassword: 'eight888',
      deleteAccessTokens: true,
    });
  });
});

describe('the registration form', () => {
  it('requires every name, a valid address, a password and the terms', () => {
    expect(messages(registerSchema.safeParse(emptyRegistration))).toEqual({
      companyName: 'account.validation.required',
      name: 'account.validation.required',
      emailAddress: 'account.validation.required',
      password: 'account.validation.required',
      acceptTerms: 'account.validation.acceptTerms',
    });
  });

  it('limits names to 255 characters and checks the confirmation', () => {
    const result = registerSchema.safeParse({
      ...valid,
      companyName: 'c'.repeat(256),
      name: 'n'.repeat(255),
      confirmPassword: 'other-pass',
    });
    expect(messages(result)).toEqual({
      companyName: 'account.validation.nameLength',
      confirmPassword: 'account.validation.passwordMismatch',
    });
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('sends trimmed values, a language only when chosen and the accepted policy', () => {
    expect(registrationBody(valid, 'tou-sector-2')).toEqual({
      companyName: 'Nova Robotics',
      name: 'Nina Nova',
      emailAddress: 'nina@nova.test',
      password: 'nova-pass-1',
      termsOfUsePolicy: { publicId: 'tou-sector-2' },
    });
    expect(registrationBody({ ...valid, language: 'de' }, null)).toEqual({
      companyName: 'Nova Robotics',
      name: 'Nina Nova',
      emailAddress: 'nina@nova.test',
      password: 'nova-pass-1',
      language: 'de',
    });
  });
});

describe('the sector terms to accept', () => {
  const policy = (publicId: string, latest: boolean | null, publishedOn: string | null) => ({
    publicId,
    latest,
    publishedOn,
    languages: [],
  });

  it('is the one marked latest, else the newest published one, else none', () => {
    expect(
      latestPolicy([policy('a', false, '2026-01-01T00:00:00Z'), policy('b', true, '2025-01-01T00:00:00Z')])?.publicId,
    ).toBe('b');
    expect(
      latestPolicy([
        policy('a', null, '2025-01-01T00:00:00Z'),
        policy('b', null, '2026-01-01T00:00:00Z'),
        policy('c', null, null),
      ])?.publicId,
    ).toBe('b');
    expect(latestPolicy([])).toBeNull();
  });
});
