import { compareVersions, isVersionLower } from './version-compare';

describe('compareVersions', () => {
  it.each([
    ['1.9.0', '1.9.0', 0],
    ['1.9', '1.9.0', 0],
    ['1.9.1', '1.9.0', 1],
    ['1.10.0', '1.9.9', 1],
    ['2.0.0', '10.0.0', -1],
    ['v1.2.3', '1.2.3', 0],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('ranks suffixes rc > pre > beta/b > alpha/a, all below the numeric release', () => {
    const ascending = ['2.0.0-alpha1', '2.0.0-beta1', '2.0.0-pre1', '2.0.0-rc1', '2.0.0'];
    const shuffled = ['2.0.0-rc1', '2.0.0', '2.0.0-alpha1', '2.0.0-pre1', '2.0.0-beta1'];
    expect([...shuffled].sort(compareVersions)).toEqual(ascending);
  });

  it('treats b as beta and a as alpha', () => {
    expect(compareVersions('1.0b2', '1.0-beta2')).toBe(0);
    expect(compareVersions('1.0a1', '1.0-alpha1')).toBe(0);
    expect(compareVersions('1.0a9', '1.0b1')).toBe(-1);
  });

  it('orders numbered pre-releases of one kind by their number', () => {
    expect(compareVersions('1.0.0-rc2', '1.0.0-rc10')).toBe(-1);
  });

  it('puts a suffix below any numeric part at the same place', () => {
    expect(compareVersions('1.9.0-rc1', '1.9.0.0')).toBe(-1);
    expect(compareVersions('1.9.0-rc1', '1.8.9')).toBe(1);
  });
});

describe('isVersionLower', () => {
  it('is true only when the installed version is below the latest', () => {
    expect(isVersionLower('1.8.0', '1.9.2')).toBe(true);
    expect(isVersionLower('1.9.2', '1.9.2')).toBe(false);
    expect(isVersionLower('2.0.0-rc1', '1.9.2')).toBe(false);
    expect(isVersionLower('1.9.2-rc1', '1.9.2')).toBe(true);
  });
});
