import type { AppError } from '@/api';
import type { Edits } from './edits';
import { ENGLISH, hasText, KEY_PATTERN, type Languages, type Translation } from './schemas';

/**
 * The client checks of docs/RULES.md#translations, in its order; each names the platform's wording (translations.problems.* in the catalogue):
 * 'Required property', 'Required language missing: en', 'Value does not match regex expression', 'Duplicate'.
 */
export type ClientProblem = 'required' | 'englishMissing' | 'pattern' | 'duplicate';

interface BatchItem<Body> {
  /** The grid row the item comes from: where its problems show. */
  rowId: string;
  body: Body;
}

/** One Save: items without publicId are created (POST), changed ones updated (PATCH), removed ones deleted (DELETE). */
export interface Batch {
  post: BatchItem<{ key: string; languages: Languages }>[];
  patch: BatchItem<{ publicId: string; languages: Languages }>[];
  remove: BatchItem<{ publicId: string }>[];
}

export type BatchStep = keyof Batch;

/** The bodies of a Save: POST `[{key, languages}]`, PATCH `[{publicId, languages}]` (no key: it cannot change), DELETE `[{publicId}]`. */
export function buildBatch(saved: readonly Translation[], edits: Edits): Batch {
  const deleted = new Set(edits.deleted);
  return {
    post: edits.added.map((row) => ({ rowId: row.id, body: { key: row.key, languages: row.languages } })),
    patch: saved.flatMap((row) => {
      const languages = edits.changed[row.publicId];
      return languages && !deleted.has(row.publicId)
        ? [{ rowId: row.publicId, body: { publicId: row.publicId, languages } }]
        : [];
    }),
    remove: saved
      .filter((row) => deleted.has(row.publicId))
      .map((row) => ({ rowId: row.publicId, body: { publicId: row.publicId } })),
  };
}

/** Stands for a saved row's key in the checks: present and in the pattern. */
const KEY_CHECKED_ELSEWHERE = 'SAVED';

/** The first check of docs/RULES.md#translations an item fails, short of the duplicate check, which needs the whole batch. */
function itemProblem(key: string, languages: Languages): Exclude<ClientProblem, 'duplicate'> | null {
  const texts = Object.values(languages).filter(hasText);
  if (key.trim() === '' || texts.length === 0) return 'required';
  if (!hasText(languages[ENGLISH])) return 'englishMissing';
  return KEY_PATTERN.test(key) ? null : 'pattern';
}

/**
 * docs/RULES.md#translations, before any call, in its order: every item needs a key and languages; English must be present; the key must
 * match the pattern; a key repeated in the batch is a duplicate on its second occurrence. The batch's keys are the whole
 * set: the saved keys (those not being deleted) first, then the new rows' in the order they were added, so a new row with
 * a saved key, or the later of two new rows with one key, is the duplicate. Rows without a problem are absent.
 */
export function checkBatch(saved: readonly Translation[], batch: Batch): Record<string, ClientProblem> {
  const problems: Record<string, ClientProblem> = {};
  const removed = new Set(batch.remove.map((item) => item.body.publicId));
  const seen = new Set(saved.filter((row) => !removed.has(row.publicId)).map((row) => row.key));
  // An update sends no key and cannot change it: a saved key is checked by the server that holds it, not here.
  for (const { rowId, body } of batch.patch) {
    const problem = itemProblem(KEY_CHECKED_ELSEWHERE, body.languages);
    if (problem) problems[rowId] = problem;
  }
  for (const { rowId, body } of batch.post) {
    const problem = itemProblem(body.key, body.languages);
    if (problem) problems[rowId] = problem;
    else if (seen.has(body.key)) problems[rowId] = 'duplicate';
    if (body.key.trim() !== '') seen.add(body.key);
  }
  return problems;
}

/** The server's failure of one step: each error item on the row its `listIndex` names, the others for the page. */
export function serverProblems(
  batch: Batch,
  step: BatchStep,
  error: AppError,
): { rows: Record<string, string>; general: string[] } {
  const rows: Record<string, string> = {};
  const general: string[] = [];
  const items: readonly BatchItem<unknown>[] = batch[step];
  for (const item of error.data) {
    const rowId = item.listIndex === undefined ? undefined : items[item.listIndex]?.rowId;
    if (rowId !== undefined) rows[rowId] ??= item.message;
    else general.push(item.message);
  }
  return { rows, general };
}
