import { foldForSearch } from '@/lib/search';
import { pageState, type PageState } from './changes';
import { pageTitle, type Page } from './schemas';

/** Rows of a device's or asset's pages shown at a time: a list of 4 000 is read in pages of this many. */
export const REPORT_LIST_PAGE_SIZE = 50;

export interface PageRow {
  page: Page;
  title: string;
  state: PageState;
  isReport: boolean;
  /** Title and name folded once, so a search over thousands of rows does no string work per row but a lookup. */
  searchText: string;
}

/**
 * The rows people see (*chosen here*: no rule says who sees a device's pages). Whoever sees the device sees its
 * published pages under their published title; people who manage pages (MANAGE_PAGES) also see pages that are only
 * drafts, and the draft's title, as the pages area does.
 */
export function pageRows(pages: readonly Page[], managesPages: boolean): PageRow[] {
  const rows: PageRow[] = [];
  for (const page of pages) {
    if (!managesPages && !page.published) continue;
    const title = managesPages ? pageTitle(page) : page.published?.title || page.name;
    rows.push({
      page,
      title,
      state: pageState(page),
      isReport: page.applicationType === 'report',
      searchText: foldForSearch(`${title} ${page.name}`),
    });
  }
  return rows;
}

/** The rows whose title or name holds the search, ignoring case and diacritics; an empty search keeps them all. */
export function searchRows(rows: readonly PageRow[], search: string): readonly PageRow[] {
  const wanted = foldForSearch(search);
  return wanted === '' ? rows : rows.filter((row) => row.searchText.includes(wanted));
}

/** The number of list pages for `count` rows (at least one). */
export const pageCount = (count: number, size = REPORT_LIST_PAGE_SIZE): number => Math.max(1, Math.ceil(count / size));

/** The rows of list page `index` (0-based), the index kept within the list. */
export function rowsOfPage<T>(rows: readonly T[], index: number, size = REPORT_LIST_PAGE_SIZE): readonly T[] {
  const last = pageCount(rows.length, size) - 1;
  const at = Math.min(Math.max(0, index), last);
  return rows.slice(at * size, at * size + size);
}

/** The report pages among the rows, for the Queue report dialog's choice. */
export const reportsOf = (rows: readonly PageRow[]): PageRow[] => rows.filter((row) => row.isReport);
