import { moved, nextOrder } from './component-order';
import { componentSchema } from './schemas';

const component = (publicId: string, dimensions: unknown) => componentSchema.parse({ publicId, dimensions });

describe('component order', () => {
  it('a new component goes last: the highest order plus 1000, 0 in an empty page', () => {
    expect(nextOrder([])).toBe(0);
    expect(
      nextOrder([component('a', { order: 0 }), component('b', { order: 3000 }), component('c', { order: 1000 })]),
    ).toBe(4000);
    expect(nextOrder([component('a', {}), component('b', null)])).toBe(2000);
  });

  it('a move gives every component its position × 1000, other dimensions kept', () => {
    const list = [component('a', { order: 0, w: 2 }), component('b', { order: 1000 }), component('c', null)];
    const result = moved(list, 0, 2);
    expect(result.map((c) => c.publicId)).toEqual(['b', 'c', 'a']);
    expect(result.map((c) => c.dimensions)).toEqual([{ order: 0 }, { order: 1000 }, { order: 2000, w: 2 }]);
  });
});
