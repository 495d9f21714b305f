import { DEFAULT_PERIOD, type Page } from './schemas';

/** docs/RULES.md#pages: the client error of a publish or discard without a draft. */
export const NO_DRAFT_ERROR = 'Page has no draft version';

/** What a new, empty draft starts with (docs/RULES.md#pages: title, optional icon, group, period 'today'). */
export interface DraftStart {
  title: string;
  icon: string | null;
  periodSpec?: string;
}

/** The PageVersionList POST body of an empty draft. */
export interface NewVersionBody {
  page: { publicId: string };
  title: string;
  custom: { glbMatIcon: string | null };
  periodSpec: string;
}

/**
 * Ensuring a draft (docs/RULES.md#pages): reuse the existing draft; otherwise copy the published version (PageDraft); otherwise
 * create an empty draft.
 */
export type EnsureDraftStep =
  { kind: 'reuse'; draftId: string } | { kind: 'copyPublished' } | { kind: 'createEmpty'; body: NewVersionBody };

export function ensureDraftStep(page: Page, start: DraftStart): EnsureDraftStep {
  if (page.draft) return { kind: 'reuse', draftId: page.draft.publicId };
  if (page.published) return { kind: 'copyPublished' };
  return {
    kind: 'createEmpty',
    body: {
      page: { publicId: page.publicId },
      title: start.title,
      custom: { glbMatIcon: start.icon },
      periodSpec: start.periodSpec ?? DEFAULT_PERIOD,
    },
  };
}

/** The draft an empty page starts with: its name as the title, no icon, today's period. */
export const startOfPage = (page: Page): DraftStart => ({ title: page.name, icon: null });

export type PublishPlan =
  | { ok: true; patch: { published: { publicId: string }; draft: null }; deleteVersionId: string | null }
  | { ok: false; error: typeof NO_DRAFT_ERROR };

/**
 * Publishing (docs/RULES.md#pages, docs/API.md): the draft becomes the published version and the draft slot is cleared in one
 * Page PATCH; the old published version is then deleted. Without a draft: 'Page has no draft version'.
 */
export function publishPlan(page: Page): PublishPlan {
  if (!page.draft) return { ok: false, error: NO_DRAFT_ERROR };
  const old = page.published && page.published.publicId !== page.draft.publicId ? page.published.publicId : null;
  return { ok: true, patch: { published: { publicId: page.draft.publicId }, draft: null }, deleteVersionId: old };
}

export type DiscardPlan = { ok: true; deleteVersionId: string } | { ok: false; error: typeof NO_DRAFT_ERROR };

/** Discarding the draft deletes its version; without a draft it fails with the same error as publish. */
export function discardPlan(page: Page): DiscardPlan {
  return page.draft ? { ok: true, deleteVersionId: page.draft.publicId } : { ok: false, error: NO_DRAFT_ERROR };
}

/** The page once published, as the server's answer leaves it (applied to the cache at once). */
export const afterPublish = (page: Page): Page => (page.draft ? { ...page, published: page.draft, draft: null } : page);

/** The page once its draft is discarded. */
export const afterDiscard = (page: Page): Page => ({ ...page, draft: null });
