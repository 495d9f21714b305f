import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { tagAnswer } from '../lib/answer-tag';
import { getRuntimeConfig } from './config';
import { readCredentials } from './credentials';
import {
  loadDiscovery,
  MissingPathParamError,
  resolveLink,
  UnknownRelError,
  UnsafePathParamError,
  type PathParams,
} from './discovery';
import { driftTag } from './drift';
import { clientError, errorFromBody, type AppError } from './errors';
import { apiUnavailable, gatewayTimedOut, sessionExpired } from './events';
import { buildHeaders, type Authorization } from './headers';
import { encodeListQuery, type ListQuery } from './query-params';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  rel: string;
  params?: PathParams;
  method?: HttpMethod;
  query?: ListQuery;
  /** Extra query parameters beyond the list ones. */
  search?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  authorization?: Authorization;
  responseType?: 'json' | 'blob';
  /**
   * A failure is only the caller's business: no gateway-timeout snackbar, no api-unavailable page (a background read
   * whose failures are ignored, docs/RULES.md#errors-and-notices). An expired session still ends the session.
   */
  quiet?: boolean;
}

export interface ApiMeta {
  moreAfter: string | null;
  httpStatus: number;
}

export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, AppError, object, ApiMeta>;

export interface BaseQueryDependencies {
  fetchFn?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  isOnline?: () => boolean;
}

const RETRYABLE_STATUSES = new Set([502, 503]);
export const MAX_RETRIES = 3;
export const retryDelayMs = (attempt: number): number => 250 * 2 ** attempt;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Envelope {
  data: unknown;
  moreAfter?: string | null;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value;

/** The one 401 reaction per token: however many calls fail together, the session ends once. */
let expiredToken: string | undefined;

export function createBaseQuery(dependencies: BaseQueryDependencies = {}): ApiBaseQuery {
  const fetchFn = (...args: Parameters<typeof fetch>) => (dependencies.fetchFn ?? fetch)(...args);
  const sleep = dependencies.sleep ?? defaultSleep;
  const now = dependencies.now ?? Date.now;
  const isOnline = dependencies.isOnline ?? (() => navigator.onLine);

  return async (request, api) => {
    const config = getRuntimeConfig();
    const credentials = readCredentials(api.getState());
    const usesSession = (request.authorization ?? { kind: 'session' }).kind === 'session';

    const expireSession = () => {
      if (credentials.token && expiredToken !== credentials.token) {
        expiredToken = credentials.token;
        api.dispatch(sessionExpired());
      }
    };

    if (usesSession && credentials.token && credentials.expiresOn && Date.parse(credentials.expiresOn) <= now()) {
      expireSession();
      return { error: { status: 401, data: [{ message: 'Session expired' }] } };
    }

    let url: string;
    try {
      const links = await loadDiscovery(fetchFn, now);
      url = resolveLink(links, request.rel, request.params);
    } catch (error) {
      // Refused before any request: a missing or unsafe path parameter never reaches the wire.
      if (
        error instanceof UnknownRelError ||
        error instanceof MissingPathParamError ||
        error instanceof UnsafePathParamError
      )
        return { error: clientError(error.message) };
      return fail({ status: 'FETCH_ERROR', data: [] });
    }

    const search = encodeListQuery(request.query);
    for (const [key, value] of Object.entries(request.search ?? {})) search.set(key, value);
    const fullUrl = search.size ? `${url}${url.includes('?') ? '&' : '?'}${search.toString()}` : url;
    const method = request.method ?? 'GET';
    const hasBody = request.body !== undefined;
    // A file upload goes as multipart: the browser writes its Content-Type with the boundary.
    const isForm = request.body instanceof FormData;
    const headers = buildHeaders({
      rel: request.rel,
      method,
      url: fullUrl,
      apiOrigin: config.apiOrigin,
      applicationId: config.applicationId,
      sessionToken: usesSession ? credentials.token : undefined,
      companyId: credentials.companyId,
      authorization: request.authorization,
      hasBody: hasBody && !isForm,
      pageHostname: location.hostname,
      extra: request.headers,
    });

    function fail(error: AppError): { error: AppError } {
      if (api.signal.aborted) return { error };
      if (error.status === 401 && usesSession) expireSession();
      else if (request.quiet) return { error };
      else if (error.status === 504) api.dispatch(gatewayTimedOut());
      else if (error.status === 'FETCH_ERROR' && isOnline()) api.dispatch(apiUnavailable({ status: 'FETCH_ERROR' }));
      else if (typeof error.status === 'number' && error.status >= 500)
        api.dispatch(apiUnavailable({ status: error.status }));
      return { error };
    }

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = method === 'GET' && attempt < MAX_RETRIES;
      let response: Response;
      try {
        response = await fetchFn(fullUrl, {
          method,
          headers,
          body: isForm ? (request.body as FormData) : hasBody ? JSON.stringify(request.body) : undefined,
          signal: api.signal,
          referrerPolicy: 'no-referrer',
        });
      } catch {
        if (api.signal.aborted) return { error: { status: 'FETCH_ERROR', data: [] } };
        if (canRetry) {
          await sleep(retryDelayMs(attempt));
          continue;
        }
        return fail({ status: 'FETCH_ERROR', data: [] });
      }

      if (RETRYABLE_STATUSES.has(response.status) && canRetry) {
        await sleep(retryDelayMs(attempt));
        continue;
      }
      return readResponse(response);
    }

    async function readResponse(response: Response): Promise<{ data: unknown; meta: ApiMeta } | { error: AppError }> {
      if (response.ok && request.responseType === 'blob') {
        return { data: await response.blob(), meta: { moreAfter: null, httpStatus: response.status } };
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        let body: unknown = undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        return fail(errorFromBody(response.status, body));
      }
      if (response.status === 204 || text === '')
        return { data: null, meta: { moreAfter: null, httpStatus: response.status } };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unreadable answer.' }] } };
      }
      if (!isEnvelope(body)) {
        return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
      }
      // Tagged with its rel and cached query, so the tolerant reader (lib/validate) can report drift and count what it
      // left out (api/drift.ts).
      const data = tagAnswer(body.data, driftTag(request.rel, api.queryCacheKey));
      return { data, meta: { moreAfter: body.moreAfter ?? null, httpStatus: response.status } };
    }
  };
}

/** Test seam: forget which token already ended the session. */
export function resetSessionExpiryMemory(): void {
  expiredToken = undefined;
}
