import { alignSeries } from './plot-data';

describe('alignSeries', () => {
  it('gives uPlot seconds and keeps a null value as null: a gap in the line, not a zero', () => {
    expect(
      alignSeries([
        {
          points: [
            { time: 60_000, value: 1 },
            { time: 120_000, value: null },
            { time: 180_000, value: 3 },
          ],
        },
      ]),
    ).toEqual([
      [60, 120, 180],
      [1, null, 3],
    ]);
  });

  it('draws a text value as a gap too', () => {
    expect(alignSeries([{ points: [{ time: 0, value: 'on' }] }])).toEqual([[0], [null]]);
  });

  it('joins series on every moment any of them has: undefined where a series has no point (spanned, not a gap)', () => {
    expect(
      alignSeries([
        {
          points: [
            { time: 0, value: 1 },
            { time: 120_000, value: 2 },
          ],
        },
        { points: [{ time: 60_000, value: 5 }] },
      ]),
    ).toEqual([
      [0, 60, 120],
      [1, undefined, 2],
      [undefined, 5, undefined],
    ]);
  });
});
