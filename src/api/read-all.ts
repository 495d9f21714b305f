import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { StandardSchema } from '../lib/validate';
import type { ApiBaseQuery, ApiRequest } from './base-query';
import type { AppError } from './errors';

type BaseQueryCall = (arg: ApiRequest) => ReturnType<ApiBaseQuery>;

/** Follows moreAfter until the list ends; for endpoints whose screen needs the whole list. */
export async function readAll<T>(baseQuery: BaseQueryCall, request: ApiRequest): Promise<{ data: T[] } | { error: AppError }> {
  const items: T[] = [];
  let pageAfter: string | null | undefined = request.query?.pageAfter;
  for (let page = 0; page < 10_000; page += 1) {
    const result = await baseQuery({ ...request, query: { ...request.query, pageAfter } });
    if (result.error) return { error: result.error };
    if (!Array.isArray(result.data)) return { error: { status: 'PARSE_ERROR', data: [{ message: 'Expected a list.' }] } };
    items.push(...(result.data as T[]));
    pageAfter = result.meta?.moreAfter;
    if (!pageAfter) return { data: items };
  }
  return { data: items };
}

export type { BaseQueryApi };

/**
 * readAll, then every item checked against its schema (lib/validate's or any other Standard Schema, zod's included):
 * a malformed answer is a PARSE_ERROR, never a crash.
 */
export async function readAllParsed<T>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
  itemSchema: StandardSchema<T, unknown>,
): Promise<{ data: T[] } | { error: AppError }> {
  const result = await readAll<unknown>(baseQuery, request);
  if ('error' in result) return result;
  const items: T[] = [];
  for (const item of result.data) {
    const checked = await itemSchema['~standard'].validate(item);
    if (checked.issues) return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
    items.push(checked.value);
  }
  return { data: items };
}
