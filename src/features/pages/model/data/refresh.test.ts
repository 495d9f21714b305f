import { nextRefresh, refreshMs } from './refresh';

const idle = { visible: true, reading: false };

describe('nextRefresh', () => {
  it.each([
    ['a tick on a visible, idle tab reads', { due: false }, 'tick', idle, true, false],
    ['a tick on a hidden tab waits, due', { due: false }, 'tick', { visible: false, reading: false }, false, true],
    ['a tick while a read runs waits, due', { due: false }, 'tick', { visible: true, reading: true }, false, true],
    ['the tab shown again reads what was due', { due: true }, 'visible', idle, true, false],
    ['the tab shown again with nothing due reads nothing', { due: false }, 'visible', idle, false, false],
    ['the last read settling reads what was due', { due: true }, 'settled', idle, true, false],
    ['still hidden: still due', { due: true }, 'visible', { visible: false, reading: false }, false, true],
  ] as const)('%s', (_, state, kind, context, read, due) => {
    const next = nextRefresh(state, { kind }, context);
    expect(next.read).toBe(read);
    expect(next.state.due).toBe(due);
  });
});

describe('refreshMs', () => {
  it.each([
    [null, null],
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, 5000],
    [30, 30_000],
    [59.6, 60_000],
  ])('%s s → %s ms', (seconds, ms) => {
    expect(refreshMs(seconds)).toBe(ms);
  });
});
