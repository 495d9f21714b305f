import { hasPattern, passwordStrength, personalWords } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0, []],
    ['abc', 0, ['minLength', 'variety', 'common']],
    ['password', 1, ['longer', 'variety', 'common']],
    ['Password1!', 1, ['longer', 'common']],
    ['12345678', 0, ['longer', 'variety', 'common', 'pattern']],
    ['aaaaaaaaaaaaaaaa', 1, ['variety', 'common', 'pattern']],
    ['lowercaseonlyletters', 1, ['variety']],
    ['Tr0mbone-river', 4, []],
    ['horse battery staple', 3, ['variety']],
    ['Kx7#mQ2!', 3, ['longer']],
    ['Kx7#mQ2!pL9$vR4&', 4, []],
  ] as const)('%j scores %i with hints %j', (password, score, hints) => {
    expect(passwordStrength(password)).toMatchObject({ score, hints });
  });

  it('names the level of each score', () => {
    expect(passwordStrength('').level).toBe('veryWeak');
    expect(passwordStrength('password').level).toBe('weak');
    expect(passwordStrength('Kx7#mQ2!pL9$vR4&').level).toBe('strong');
  });

  it("costs a point for the person's own name or e-mail address", () => {
    const personal = personalWords('Ada Admin', 'ada.lovelace@acme.test');
    expect(personal).toEqual(['ada', 'admin', 'ada', 'lovelace']);
    expect(passwordStrength('lovelace-river-42', personal)).toMatchObject({ score: 3, hints: ['personal'] });
    expect(passwordStrength('Tr1stan-river-42', personal).score).toBe(4);
    expect(passwordStrength('Tr0mbone-river', personal).hints).not.toContain('personal');
  });

  it('sees runs and sequences in both directions, not ordinary text', () => {
    expect(hasPattern('xx111yy')).toBe(true);
    expect(hasPattern('my-abcd')).toBe(true);
    expect(hasPattern('dcba!')).toBe(true);
    expect(hasPattern('qwer7')).toBe(true);
    expect(hasPattern('Tr0mbone-river')).toBe(false);
  });
});
