import { describe, expect, it } from 'vitest';
import {
  afterDiscard,
  afterPublish,
  discardPlan,
  ensureDraftStep,
  NO_DRAFT_ERROR,
  publishPlan,
  startOfPage,
} from './drafts';
import type { Page, PageVersion } from './schemas';

const version = (publicId: string, title = publicId): PageVersion => ({
  publicId,
  page: { publicId: 'pg-1' },
  title,
  custom: { glbMatIcon: 'speed' },
  periodSpec: 'today',
  periodSelectorEnabled: false,
  defaultRefreshRate: null,
  components: [],
  previewAgent: null,
  previewAsset: null,
  createdOn: null,
  updatedOn: null,
});

const page = (draft: PageVersion | null, published: PageVersion | null): Page => ({
  publicId: 'pg-1',
  name: 'Plant overview',
  applicationType: 'sheet',
  orientation: null,
  group: { publicId: 'gr-1' },
  draft,
  published,
  default: false,
});

const DRAFT = version('pv-draft');
const PUBLISHED = version('pv-published');
const start = { title: 'Plant overview', icon: 'factory' };

// The three states a page can be in (docs/RULES.md#pages: a page has a draft and/or a published version), and one with neither.
const STATES = [
  { state: 'draft only', page: page(DRAFT, null) },
  { state: 'published only', page: page(null, PUBLISHED) },
  { state: 'draft and published', page: page(DRAFT, PUBLISHED) },
  { state: 'neither', page: page(null, null) },
];

describe('ensuring a draft (docs/RULES.md#pages)', () => {
  it.each([
    { state: 'draft only', expected: { kind: 'reuse', draftId: 'pv-draft' } },
    { state: 'published only', expected: { kind: 'copyPublished' } },
    { state: 'draft and published', expected: { kind: 'reuse', draftId: 'pv-draft' } },
    {
      state: 'neither',
      expected: {
        kind: 'createEmpty',
        body: {
          page: { publicId: 'pg-1' },
          title: 'Plant overview',
          custom: { glbMatIcon: 'factory' },
          periodSpec: 'today',
        },
      },
    },
  ])('$state: $expected.kind', ({ state, expected }) => {
    const subject = STATES.find((candidate) => candidate.state === state)!.page;
    expect(ensureDraftStep(subject, start)).toEqual(expected);
  });

  it('an empty draft keeps a period it is given, and starts from the page name without an icon otherwise', () => {
    expect(ensureDraftStep(page(null, null), { ...start, periodSpec: 'this-week' })).toMatchObject({
      body: { periodSpec: 'this-week' },
    });
    expect(ensureDraftStep(page(null, null), startOfPage(page(null, null)))).toMatchObject({
      body: { title: 'Plant overview', custom: { glbMatIcon: null }, periodSpec: 'today' },
    });
  });
});

describe('publishing (docs/RULES.md#pages)', () => {
  it.each([
    {
      state: 'draft only',
      expected: { ok: true, patch: { published: { publicId: 'pv-draft' }, draft: null }, deleteVersionId: null },
    },
    { state: 'published only', expected: { ok: false, error: NO_DRAFT_ERROR } },
    {
      state: 'draft and published',
      expected: {
        ok: true,
        patch: { published: { publicId: 'pv-draft' }, draft: null },
        deleteVersionId: 'pv-published',
      },
    },
    { state: 'neither', expected: { ok: false, error: NO_DRAFT_ERROR } },
  ])('$state', ({ state, expected }) => {
    const subject = STATES.find((candidate) => candidate.state === state)!.page;
    expect(publishPlan(subject)).toEqual(expected);
  });

  it('says the no-draft error text', () => {
    expect(NO_DRAFT_ERROR).toBe('Page has no draft version');
  });

  it('the draft becomes the published version and the draft slot is cleared', () => {
    expect(afterPublish(page(DRAFT, PUBLISHED))).toMatchObject({ draft: null, published: DRAFT });
    expect(afterPublish(page(null, PUBLISHED))).toMatchObject({ draft: null, published: PUBLISHED });
  });
});

describe('discarding the draft (docs/RULES.md#pages)', () => {
  it.each([
    { state: 'draft only', expected: { ok: true, deleteVersionId: 'pv-draft' } },
    { state: 'published only', expected: { ok: false, error: NO_DRAFT_ERROR } },
    { state: 'draft and published', expected: { ok: true, deleteVersionId: 'pv-draft' } },
    { state: 'neither', expected: { ok: false, error: NO_DRAFT_ERROR } },
  ])('$state', ({ state, expected }) => {
    const subject = STATES.find((candidate) => candidate.state === state)!.page;
    expect(discardPlan(subject)).toEqual(expected);
  });

  it('clears the draft slot and keeps the published version', () => {
    expect(afterDiscard(page(DRAFT, PUBLISHED))).toMatchObject({ draft: null, published: PUBLISHED });
  });
});
