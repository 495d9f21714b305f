import { deletionVerdict } from './use-ordered-type-list';

describe('deletionVerdict: a group or asset type goes only when unused and not the last one', () => {
  it.each([
    [3, false, undefined],
    [2, false, undefined],
    [1, false, 'lastOne'],
    [0, false, 'lastOne'],
    [5, true, 'inUse'],
    [1, true, 'inUse'],
  ] as const)('%i items, in use %s → %s', (count, inUse, verdict) => {
    expect(deletionVerdict(count, inUse)).toBe(verdict);
  });
});
