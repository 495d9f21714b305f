import { checkCredentials, checkOtp } from './login-form';

describe('checkCredentials', () => {
  it.each([
    ['', 'pw', { email: 'required' }],
    ['   ', 'pw', { email: 'required' }],
    ['ada', 'pw', { email: 'invalidEmail' }],
    ['ada@example', 'pw', { email: 'invalidEmail' }],
    ['ada @example.test', 'pw', { email: 'invalidEmail' }],
    ['.ada@example.test', 'pw', { email: 'invalidEmail' }],
    ['ada@example.test', '', { password: 'required' }],
    ['', '', { email: 'required', password: 'required' }],
  ])('refuses %j / %j', (email, password, errors) => {
    expect(checkCredentials({ email, password })).toEqual({ errors });
  });

  it.each(['ada@example.test', "o'hara+portal@mail.example.co.uk", 'a.b_c-d@x1-y.example.org'])(
    'accepts %s',
    (email) => {
      expect(checkCredentials({ email, password: 'secret' })).toEqual({ values: { email, password: 'secret' } });
    },
  );

  it('sends the address trimmed and the password exactly as typed', () => {
    expect(checkCredentials({ email: '  ada@example.test ', password: ' pass word ' })).toEqual({
      values: { email: 'ada@example.test', password: ' pass word ' },
    });
    expect(checkCredentials({ email: 'ada@example.test', password: ' ' })).toEqual({
      values: { email: 'ada@example.test', password: ' ' },
    });
  });
});

describe('checkOtp', () => {
  it('requires a code and sends it trimmed', () => {
    expect(checkOtp({ otp: '' })).toEqual({ errors: { otp: 'required' } });
    expect(checkOtp({ otp: '  ' })).toEqual({ errors: { otp: 'required' } });
    expect(checkOtp({ otp: ' 246810 ' })).toEqual({ values: { otp: '246810' } });
  });
});
