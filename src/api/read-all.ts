import { answerTag, tagAnswer, type AnswerTag } from '../lib/answer-tag';
import { array, readAnswer, type Schema, type StandardSchema } from '../lib/validate';
import type { ApiBaseQuery, ApiRequest } from './base-query';
import { driftTag } from './drift';
import type { AppError } from './errors';

type BaseQueryCall = (arg: ApiRequest) => ReturnType<ApiBaseQuery>;

/** Follows moreAfter until the list ends; for endpoints whose screen needs the whole list. */
export async function readAll<T>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
): Promise<{ data: T[] } | { error: AppError }> {
  const items: T[] = [];
  let pageAfter: string | null | undefined = request.query?.pageAfter;
  let tag: AnswerTag = driftTag(request.rel);
  for (let page = 0; page < 10_000; page += 1) {
    const result = await baseQuery({ ...request, query: { ...request.query, pageAfter } });
    if (result.error) return { error: result.error };
    if (!Array.isArray(result.data))
      return { error: { status: 'PARSE_ERROR', data: [{ message: 'Expected a list.' }] } };
    if (page === 0) tag = answerTag(result.data) ?? tag;
    items.push(...(result.data as T[]));
    pageAfter = result.meta?.moreAfter;
    if (!pageAfter) break;
  }
  // The whole list carries the first page's rel and cached query, for the tolerant reader.
  return { data: tagAnswer(items, tag) };
}

const isOwnSchema = (value: StandardSchema<unknown, unknown>): value is Schema<unknown> =>
  'run' in value && 'empty' in value;

/**
 * readAll, then every item read tolerantly against its schema (lib/validate's `readAnswer`): an item that cannot be shown
 * is left out and counted for the page, a field that does not fit falls back to its empty value; both are reported as drift.
 */
export async function readAllParsed<T>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
  itemSchema: StandardSchema<T, unknown>,
): Promise<{ data: T[] } | { error: AppError }> {
  const result = await readAll<unknown>(baseQuery, request);
  if ('error' in result) return result;
  const tag = answerTag(result.data) ?? driftTag(request.rel);
  if (isOwnSchema(itemSchema)) {
    const read = readAnswer(array(itemSchema as Schema<T>), result.data, tag);
    return read.success
      ? { data: read.data }
      : { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
  }
  // Any other Standard Schema: item by item, an item that does not pass is left out.
  const items: T[] = [];
  for (const item of result.data) {
    const checked = await itemSchema['~standard'].validate(item);
    if (checked.issues)
      tag.report({ rel: tag.rel, path: '', kind: 'left-out', message: checked.issues[0]?.message ?? 'Invalid' });
    else items.push(checked.value);
  }
  tag.leftOut?.(result.data.length - items.length);
  return { data: items };
}
