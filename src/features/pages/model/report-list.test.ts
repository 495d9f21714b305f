import { pageCount, pageRows, reportsOf, rowsOfPage, searchRows } from './report-list';
import type { Page, PageVersion } from './schemas';

const version = (publicId: string, title: string | null): PageVersion => ({
  publicId,
  page: null,
  title,
  custom: null,
  periodSpec: 'today',
  periodSelectorEnabled: false,
  defaultRefreshRate: null,
  components: [],
  previewAgent: null,
  previewAsset: null,
  createdOn: null,
  updatedOn: null,
});
const page = (
  publicId: string,
  name: string,
  type: string,
  draft: PageVersion | null,
  published: PageVersion | null,
): Page => ({
  publicId,
  name,
  applicationType: type,
  orientation: null,
  group: null,
  draft,
  published,
  default: false,
});

const pages = [
  page('p1', 'Daily', 'report', version('v1', 'Daily report (new)'), version('v2', 'Daily report')),
  page('p2', 'Live', 'sheet', version('v3', 'Live view'), null),
  page('p3', 'Zürich KPIs', 'card', null, version('v4', null)),
];

describe('who sees which pages', () => {
  it('people who manage pages see every page with its draft title and state', () => {
    const rows = pageRows(pages, true);
    expect(rows.map((row) => [row.title, row.state])).toEqual([
      ['Daily report (new)', 'publishedWithChanges'],
      ['Live view', 'draftOnly'],
      ['Zürich KPIs', 'published'],
    ]);
  });
  it('everyone else sees only published pages, under their published title', () => {
    expect(pageRows(pages, false).map((row) => row.title)).toEqual(['Daily report', 'Zürich KPIs']);
  });
  it('reports are the pages of type report', () => {
    expect(reportsOf(pageRows(pages, true)).map((row) => row.page.publicId)).toEqual(['p1']);
  });
});

describe('search', () => {
  const rows = pageRows(pages, true);
  it('matches title or name, ignoring case and diacritics', () => {
    expect(searchRows(rows, 'zurich').map((row) => row.page.publicId)).toEqual(['p3']);
    expect(searchRows(rows, 'LIVE').map((row) => row.page.publicId)).toEqual(['p2']);
    expect(searchRows(rows, 'daily').map((row) => row.page.publicId)).toEqual(['p1']);
  });
  it('an empty search keeps every row', () => {
    expect(searchRows(rows, '  ')).toBe(rows);
  });
});

describe('list pages', () => {
  const numbers = Array.from({ length: 4000 }, (_, index) => index);
  it('4 000 rows are 80 pages of 50', () => {
    expect(pageCount(4000)).toBe(80);
    expect(pageCount(0)).toBe(1);
    expect(rowsOfPage(numbers, 1)).toEqual(numbers.slice(50, 100));
  });
  it('keeps the index within the list', () => {
    expect(rowsOfPage(numbers, 99)).toEqual(numbers.slice(3950));
    expect(rowsOfPage(numbers, -1)).toEqual(numbers.slice(0, 50));
  });
});
