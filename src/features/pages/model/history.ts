import type { Page, PageVersion } from './schemas';

/** Where a version stands: the page's draft, its published version, or an earlier one no slot points at. */
export type VersionMark = 'draft' | 'published' | 'earlier';

export function versionMark(page: Page, version: PageVersion): VersionMark {
  if (page.draft?.publicId === version.publicId) return 'draft';
  if (page.published?.publicId === version.publicId) return 'published';
  return 'earlier';
}

/** The versions newest first, the draft and the published version first of all whatever their dates. */
export function historyOrder(page: Page, versions: readonly PageVersion[]): PageVersion[] {
  const rank: Record<VersionMark, number> = { draft: 0, published: 1, earlier: 2 };
  return versions
    .map((version, index) => ({ version, index, rank: rank[versionMark(page, version)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ version }) => version);
}

/**
 * The two versions compared when the history opens: the published version against the draft, else the two newest.
 * Answers [older, newer] ids; null where there is nothing to compare.
 */
export function defaultComparison(page: Page, ordered: readonly PageVersion[]): [string, string] | null {
  if (page.draft && page.published && page.draft.publicId !== page.published.publicId)
    return [page.published.publicId, page.draft.publicId];
  const [newest, next] = ordered;
  return newest && next ? [next.publicId, newest.publicId] : null;
}

/**
 * Only an earlier version can become the draft: the draft is one already, and the published version would then be
 * edited in place (a discard goes back to it anyway).
 */
export const canRestore = (page: Page, version: PageVersion): boolean => versionMark(page, version) === 'earlier';
