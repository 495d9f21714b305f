import type { ApiRequest, AppError } from '@/api';
import { clientError, parseAnswer } from '@/api';
import { createdSchema } from '@/api/created';
import * as v from '@/lib/validate';
import { discardPlan, ensureDraftStep, publishPlan, type DraftStart } from './model/drafts';
import { PAGE_FIELDS, pageSchema, type Page } from './model/schemas';

type Call = (
  request: ApiRequest,
) => PromiseLike<{ data?: unknown; error?: AppError }> | { data?: unknown; error?: AppError };
type Outcome<T> = { data: T } | { error: AppError };

const createdListSchema = v.array(createdSchema);
const PARSE_ERROR: AppError = { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] };

/** One call; its answer checked when a schema is given. */
async function send<T = null>(call: Call, request: ApiRequest, schema?: v.Schema<T>): Promise<Outcome<T>> {
  const result = await call(request);
  if (result.error) return { error: result.error };
  if (!schema) return { data: null as T };
  const parsed = parseAnswer(schema, result.data, request.rel);
  return parsed.success ? { data: parsed.data } : { error: PARSE_ERROR };
}

/** The created id of a one-object or list answer (`{publicId}` or `[{publicId}]`). */
async function createdId(call: Call, request: ApiRequest): Promise<Outcome<string>> {
  const result = await call(request);
  if (result.error) return { error: result.error };
  const one = createdSchema.safeParse(result.data);
  if (one.success) return { data: one.data.publicId };
  const many = createdListSchema.safeParse(result.data);
  return many.success && many.data[0] ? { data: many.data[0].publicId } : { error: PARSE_ERROR };
}

export const readPage = (call: Call, publicId: string): Promise<Outcome<Page>> =>
  send(call, { rel: 'Page', params: { publicId }, query: { fields: PAGE_FIELDS } }, pageSchema);

const setDraftSlot = (call: Call, pageId: string, draftId: string | null) =>
  send(call, {
    rel: 'Page',
    method: 'PATCH',
    params: { publicId: pageId },
    body: { draft: draftId ? { publicId: draftId } : null },
  });

/**
 * Ensures the page has a draft (docs/RULES.md#pages): reuses it, else copies the published version (PageDraft), else creates an
 * empty draft; the new draft is put in the page's draft slot. Answers the draft's id.
 */
export async function ensureDraft(call: Call, page: Page, start: DraftStart): Promise<Outcome<string>> {
  const step = ensureDraftStep(page, start);
  if (step.kind === 'reuse') return { data: step.draftId };
  const created =
    step.kind === 'copyPublished'
      ? await createdId(call, { rel: 'PageDraft', method: 'POST', params: { publicId: page.publicId } })
      : await createdId(call, {
          rel: 'PageVersionList',
          method: 'POST',
          params: { publicId: page.publicId },
          body: step.body,
        });
  if ('error' in created) return created;
  const slot = await setDraftSlot(call, page.publicId, created.data);
  return 'error' in slot ? slot : created;
}

/** Reads the page again and ensures its draft: what follows a publish or a discard. */
async function ensureDraftAgain(call: Call, pageId: string): Promise<Outcome<string>> {
  const page = await readPage(call, pageId);
  if ('error' in page) return page;
  return ensureDraft(call, page.data, {
    title: page.data.published?.title ?? page.data.name,
    icon: page.data.published?.custom?.glbMatIcon ?? null,
  });
}

/**
 * Publish (docs/RULES.md#pages, docs/API.md): Page PATCH `{published: {publicId: draftId}, draft: null}`, then DELETE the
 * old published version. `onPublished` runs once the PATCH succeeded (the cache shows it at once); a draft is then
 * ensured again.
 */
export async function publish(call: Call, page: Page, onPublished: () => void): Promise<Outcome<null>> {
  const plan = publishPlan(page);
  if (!plan.ok) return { error: clientError(plan.error) };
  const patched = await send(call, {
    rel: 'Page',
    method: 'PATCH',
    params: { publicId: page.publicId },
    body: plan.patch,
  });
  if ('error' in patched) return patched;
  onPublished();
  if (plan.deleteVersionId) {
    const removed = await send(call, {
      rel: 'PageVersion',
      method: 'DELETE',
      params: { publicId: plan.deleteVersionId },
    });
    if ('error' in removed) return removed;
  }
  const ensured = await ensureDraftAgain(call, page.publicId);
  return 'error' in ensured ? ensured : { data: null };
}

/** Discard: DELETE the draft version ('Page has no draft version' without one), then ensure a draft again. */
export async function discard(call: Call, page: Page, onDiscarded: () => void): Promise<Outcome<null>> {
  const plan = discardPlan(page);
  if (!plan.ok) return { error: clientError(plan.error) };
  const removed = await send(call, {
    rel: 'PageVersion',
    method: 'DELETE',
    params: { publicId: plan.deleteVersionId },
  });
  if ('error' in removed) return removed;
  onDiscarded();
  const ensured = await ensureDraftAgain(call, page.publicId);
  return 'error' in ensured ? ensured : { data: null };
}

/** A new page (PageList POST `{name, applicationType, group}`) and its first draft, which carries title, icon and period. */
export async function createPage(
  call: Call,
  input: { name: string; applicationType: string; groupId: string | null; icon: string | null; periodSpec: string },
): Promise<Outcome<string>> {
  const body = {
    name: input.name,
    applicationType: input.applicationType,
    ...(input.groupId ? { group: { publicId: input.groupId } } : {}),
  };
  const created = await createdId(call, { rel: 'PageList', method: 'POST', body });
  if ('error' in created) return created;
  const page = await readPage(call, created.data);
  if ('error' in page) return page;
  const start: DraftStart = { title: input.name, icon: input.icon, periodSpec: input.periodSpec };
  const draft = await ensureDraft(call, page.data, start);
  if ('error' in draft) return draft;
  if (page.data.draft) {
    // A draft the server made itself: it gets the values given here.
    const patched = await send(call, {
      rel: 'PageVersion',
      method: 'PATCH',
      params: { publicId: draft.data },
      body: { title: start.title, custom: { glbMatIcon: start.icon }, periodSpec: start.periodSpec },
    });
    if ('error' in patched) return patched;
  }
  return created;
}

/**
 * Restores an old version as the draft: Page PATCH `{draft: {publicId: versionId}}`, then DELETE the draft it replaces
 * (unless that is the published version).
 */
export async function restoreVersion(call: Call, page: Page, versionId: string): Promise<Outcome<null>> {
  const slot = await setDraftSlot(call, page.publicId, versionId);
  if ('error' in slot) return slot;
  const replaced = page.draft?.publicId;
  if (replaced && replaced !== versionId && replaced !== page.published?.publicId) {
    const removed = await send(call, { rel: 'PageVersion', method: 'DELETE', params: { publicId: replaced } });
    if ('error' in removed) return removed;
  }
  return { data: null };
}
