import { canRestore, defaultComparison, historyOrder, versionMark } from './history';
import { pageSchema, versionSchema } from './schemas';

const version = (publicId: string) => versionSchema.parse({ publicId });
const draft = version('pv-d');
const published = version('pv-p');
const old1 = version('pv-o1');
const old2 = version('pv-o2');
const page = pageSchema.parse({ publicId: 'pg', name: 'P', draft, published });

describe('version history', () => {
  it('marks the draft, the published version and the earlier ones', () => {
    expect([draft, published, old1].map((v) => versionMark(page, v))).toEqual(['draft', 'published', 'earlier']);
  });

  it('lists the draft, then the published version, then the others as they came (newest first)', () => {
    expect(historyOrder(page, [old1, published, old2, draft]).map((v) => v.publicId)).toEqual([
      'pv-d',
      'pv-p',
      'pv-o1',
      'pv-o2',
    ]);
  });

  it('compares the published version with the draft first, else the two newest', () => {
    expect(defaultComparison(page, [draft, published, old1])).toEqual(['pv-p', 'pv-d']);
    const draftOnly = pageSchema.parse({ publicId: 'pg', name: 'P', draft });
    expect(defaultComparison(draftOnly, [draft, old1])).toEqual(['pv-o1', 'pv-d']);
    expect(defaultComparison(draftOnly, [draft])).toBeNull();
  });

  it('restores only earlier versions', () => {
    expect([draft, published, old1].map((v) => canRestore(page, v))).toEqual([false, false, true]);
  });
});
