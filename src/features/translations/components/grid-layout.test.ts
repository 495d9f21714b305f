import { moveFrom } from './grid-layout';

describe('moving between cells', () => {
  const from = { row: 5, column: 2 };
  it.each([
    ['ArrowUp', false, { row: 4, column: 2 }],
    ['ArrowDown', false, { row: 6, column: 2 }],
    ['ArrowLeft', false, { row: 5, column: 1 }],
    ['ArrowRight', false, { row: 5, column: 3 }],
    ['PageUp', false, { row: 0, column: 2 }],
    ['PageDown', false, { row: 15, column: 2 }],
    ['Home', false, { row: 5, column: 0 }],
    ['End', false, { row: 5, column: 4 }],
    ['Home', true, { row: 0, column: 0 }],
    ['End', true, { row: 19, column: 4 }],
  ])('%s (ctrl %s)', (key, ctrl, expected) => {
    expect(moveFrom(from, key, ctrl, 20, 5)).toEqual(expected);
  });

  it('stays inside the grid and ignores other keys', () => {
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowUp', false, 20, 5)).toEqual({ row: 0, column: 0 });
    expect(moveFrom({ row: 19, column: 4 }, 'ArrowRight', false, 20, 5)).toEqual({ row: 19, column: 4 });
    expect(moveFrom(from, 'a', false, 20, 5)).toBeUndefined();
  });
});
