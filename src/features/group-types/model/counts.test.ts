import { COUNT_BATCH_SIZE, inBatches, tallyGroupCounts } from './counts';

describe('tallyGroupCounts', () => {
  it('counts people once per group, whatever their roles there, and never an invitation', () => {
    const memberships = [
      { user: { publicId: 'u1' }, group: { publicId: 'g1' } },
      { user: { publicId: 'u1' }, group: { publicId: 'g1' } },
      { user: { publicId: 'u2' }, group: { publicId: 'g1' } },
      { user: null, group: { publicId: 'g1' } },
      { group: { publicId: 'g2' } },
      { user: { publicId: 'u3' }, group: { publicId: 'g2' } },
    ];
    expect(tallyGroupCounts(['g1', 'g2'], memberships, [])).toEqual({
      g1: { members: 2, devices: 0 },
      g2: { members: 1, devices: 0 },
    });
  });

  it('counts a device in every group it belongs to, and ignores groups that were not asked for', () => {
    const agents = [
      {
        publicId: 'a1',
        memberships: [{ group: { publicId: 'g1' } }, { group: { publicId: 'g2' } }, { group: { publicId: 'g9' } }],
      },
      { publicId: 'a2', memberships: [{ group: { publicId: 'g1' } }] },
      { publicId: 'a3', memberships: null },
      { publicId: 'a4' },
    ];
    const counts = tallyGroupCounts(['g1', 'g2', 'g3'], [], agents);
    expect(counts).toEqual({
      g1: { members: 0, devices: 2 },
      g2: { members: 0, devices: 1 },
      g3: { members: 0, devices: 0 },
    });
    expect(counts).not.toHaveProperty('g9');
  });
});

describe('inBatches', () => {
  it('splits the group ids into batches for the in(...) filter', () => {
    const ids = Array.from({ length: COUNT_BATCH_SIZE * 2 + 1 }, (_, index) => `g${index}`);
    const batches = inBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([COUNT_BATCH_SIZE, COUNT_BATCH_SIZE, 1]);
    expect(batches.flat()).toEqual(ids);
    expect(inBatches([])).toEqual([]);
  });
});
