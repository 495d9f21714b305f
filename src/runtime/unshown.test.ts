import { recordUnshown, resetUnshown, subscribeUnshown, unshownCount, unshownVersion } from './unshown';

describe('the unshown counts', () => {
  afterEach(() => resetUnshown());

  it('keeps the last count per cached query, adds up the queries asked for, and a read showing all clears it', () => {
    recordUnshown('things', 3);
    recordUnshown('other', 2);
    expect(unshownCount(['things', 'other', 'none'])).toBe(5);
    recordUnshown('things', 1);
    expect(unshownCount(['things'])).toBe(1);
    recordUnshown('things', 0);
    expect(unshownCount(['things'])).toBe(0);
  });

  it('tells its listeners of a change only', () => {
    const listener = vi.fn();
    const stop = subscribeUnshown(listener);
    const before = unshownVersion();
    recordUnshown('things', 2);
    recordUnshown('things', 2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(unshownVersion()).toBe(before + 1);
    stop();
    recordUnshown('things', 0);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
