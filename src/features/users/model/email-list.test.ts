import { EMAIL_MAX_LENGTH, emailProblem, parseEmailList, splitEmailList } from './email-list';

describe('splitEmailList', () => {
  it('splits on commas, semicolons, spaces, tabs and new lines, and drops empty parts', () => {
    expect(splitEmailList(' a@b.test, c@d.test;e@f.test\n\ng@h.test\tI@j.test  ,, ')).toEqual([
      'a@b.test',
      'c@d.test',
      'e@f.test',
      'g@h.test',
      'I@j.test',
    ]);
  });

  it('is empty for blank text', () => {
    expect(splitEmailList('  \n , ')).toEqual([]);
  });
});

describe('emailProblem', () => {
  it.each([
    ['ann@example.test', undefined],
    ['a@b.cd', undefined],
    ['zoë.müller@exämple.test', undefined],
    ['a@b.c', 'TOO_SHORT'],
    [`${'x'.repeat(EMAIL_MAX_LENGTH - 7)}@e.test`, undefined],
    [`${'x'.repeat(EMAIL_MAX_LENGTH - 6)}@e.test`, 'TOO_LONG'],
    ['not-an-address', 'INVALID'],
    ['two@@example.test', 'INVALID'],
    ['no-domain-dot@example', 'INVALID'],
    ['dot@example..test', 'INVALID'],
    ['@example.test', 'INVALID'],
  ])('%s → %s', (address, problem) => {
    expect(emailProblem(address)).toBe(problem);
  });
});

describe('parseEmailList', () => {
  it('gives each address its problem; a later repeat (any case) is a duplicate, the first one is not', () => {
    expect(parseEmailList('ann@example.test, bad, ANN@example.test\nann@example.test x@y.z')).toEqual([
      { address: 'ann@example.test' },
      { address: 'bad', problem: 'TOO_SHORT' },
      { address: 'ANN@example.test', problem: 'DUPLICATE' },
      { address: 'ann@example.test', problem: 'DUPLICATE' },
      { address: 'x@y.z', problem: 'TOO_SHORT' },
    ]);
  });
});
