import { canCheckPattern, CHECKED_LENGTH_FLOOR, patternRisk, STEP_BUDGET, type PatternRisk } from './pattern-safety';
import { checkValue } from './values';

/** A str field with this pattern and no length limits. */
const field = (regex: string) => ({
  required: false,
  validation: { type: 'str' as const, minLength: null, maxLength: null, regex },
});

describe('patternRisk: the shapes that backtrack for ever are refused', () => {
  it.each<[string, PatternRisk]>([
    // Nested quantifiers.
    ['(a+)+', 'nested'],
    ['(a+)+$', 'nested'],
    ['^(a*)*$', 'nested'],
    ['(a?)+', 'nested'],
    ['(?:a+)+b', 'nested'],
    ['((a)+)+', 'nested'],
    ['(a{1,3})+', 'nested'],
    ['(\\w+\\s?)*$', 'nested'],
    ['^(\\d+)*$', 'nested'],
    ['(.*a){12}', 'nested'],
    ['(.*a){2,}', 'nested'],
    ['(?<word>\\w+)+', 'nested'],
    ['(?=(a+)+b)', 'nested'],
    ['^(([a-z])+.)+[A-Z]([a-z])+$', 'nested'],
    [
      '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
      'nested',
    ],
    // Repeated alternatives that can start alike.
    ['(a|a)*', 'nested'],
    ['(a|ab)+$', 'nested'],
    ['(A|a)+$', 'nested'],
    ['(a|)*', 'nested'],
    ['([ab]|a)*', 'nested'],
    ['(\\d|[0-9])+x', 'nested'],
    // A repetition whose start a later part can also match: where it ends is in doubt.
    ['(,[0-9,]+)*', 'nested'],
    ['(\\.\\w+.)*', 'nested'],
    ['(,\\s*\\d+)*', 'nested'],
    // Back-references.
    ['^(a+)\\1$', 'backreference'],
    ['(?<x>a)\\k<x>', 'backreference'],
    // Too many open-ended repetitions to check a value of CHECKED_LENGTH_FLOOR characters.
    ['a*a*a*a*a*a*a*b', 'complex'],
    ['^\\w+\\w+\\w+\\w+\\w+\\w+\\w+$', 'complex'],
    ['a{0,30}a{0,30}a{0,30}a{0,30}b', 'complex'],
    ['\\w+@\\w+\\.\\w+\\.\\w+', 'complex'],
  ])('%s: %s', (pattern, risk) => {
    expect(patternRisk(pattern)).toBe(risk);
  });

  it.each([
    '^[A-Z]{2}[0-9]+$',
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    '[0-9]+',
    '^\\+?[0-9 ]{6,20}$',
    '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
    '^\\w+(\\.\\w+)*@\\w+(\\.\\w+)+$',
    '^[0-9]+(,[0-9]+)*$',
    '^[a-z]+(-[a-z]+)*$',
    '^(\\d{3})+$',
    '^(ab|cd)+$',
    '^(?:NL|DE|BE)[0-9]{2}$',
    '^(?=.*\\d)(?=.*[a-z]).{8,}$',
    '^(?:https?://)?[a-z0-9.-]+$',
    '^\\p{Lu}\\p{Ll}+$',
    '^\\u{1F600}?[a-z]*$',
    '^[\\]\\[]+$',
    '^a{2}$',
    'x{',
    '^(a|b)?c$',
    // The same as one refused above, anchored: tried from the start only.
    '^\\w+@\\w+\\.\\w+\\.\\w+$',
  ])('%s: fit to check', (pattern) => {
    expect(patternRisk(pattern)).toBeNull();
  });
});

describe('canCheckPattern: the cost on this value length stays within the budget', () => {
  it.each<[string, number, boolean]>([
    ['^[A-Z]{2}[0-9]+$', 100_000, true],
    ['[0-9]+', 900, true],
    ['[0-9]+', 2000, false],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 150, true],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 400, false],
    ['a*a*a*b', 40, true],
    ['a*a*a*b', 300, false],
    ['a{0,50}a{0,50}a{0,50}b', 5, true],
    ['a{0,50}a{0,50}a{0,50}b', 200, false],
    ['(a+)+$', 1, false],
    ['^(a+)\\1$', 1, false],
  ])('%s on %i characters: %s', (pattern, length, checked) => {
    expect(canCheckPattern(pattern, length)).toBe(checked);
  });

  it('has a budget every accepted pattern meets at the floor length', () => {
    expect(CHECKED_LENGTH_FLOOR).toBeGreaterThanOrEqual(32);
    expect(STEP_BUDGET).toBeLessThanOrEqual(1_000_000);
    expect(canCheckPattern('^\\w+@\\w+\\.\\w+\\.\\w+$', CHECKED_LENGTH_FLOOR)).toBe(true);
  });
});

describe('checkValue with a pattern that backtracks for ever', () => {
  // 2^29 ways to share these a's between the two quantifiers: run, this takes minutes (the test would time out).
  it('does not freeze: (a+)+$ against aaaaaaaaaaaaaaaaaaaaaaaaaaaaa! is not run, and the value passes here', () => {
    const started = performance.now();
    expect(checkValue(field('(a+)+$'), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa!')).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('runs a safe pattern as before', () => {
    expect(checkValue(field('^[A-Z]{2}[0-9]+$'), 'nl4711')).toEqual({ error: 'pattern', limit: '^[A-Z]{2}[0-9]+$' });
    expect(checkValue(field('^[A-Z]{2}[0-9]+$'), 'NL4711')).toBeNull();
  });

  it('runs a costly pattern on a short value, and not on one too long to check quickly', () => {
    expect(checkValue(field('a*a*a*b'), 'aaaa')).toEqual({ error: 'pattern', limit: 'a*a*a*b' });
    const started = performance.now();
    expect(checkValue(field('a*a*a*b'), 'a'.repeat(400))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
