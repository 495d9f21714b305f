import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { getDb, persistDb } from '../db/store';
import { countRequest, getFaults, takeFailure, takeMalformation, type MalformKind } from '../scenarios/faults';
import { ApiError, errorResponse, type Ctx, type Method, type Route } from './http';
import { resolveSession } from './session';
import { checkAgainstPlatform } from './strict';


const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not found', 409: 'Conflict', 429: 'Too Many Requests',
  500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

function malformed(rel: string, kind: MalformKind): Response {
  if (kind === 'html') {
    return new HttpResponse('<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>', {
      status: 200, headers: { 'Content-Type': 'text/html' },
    });
  }
  const body = kind === 'truncated' ? `{"type":"${rel}","status":"success","data":[{"publicId":"x1","na` : '{"unexpected":true,"data":"not an envelope"}';
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Latency, offline, injected failures and broken bodies, in that order; null when the request goes through. */
export async function applyFaults(rel: string, method: string): Promise<Response | null> {
  countRequest(rel, method);
  const faults = getFaults();
  if (faults.offline) return HttpResponse.error();
  if (faults.latency > 0) await delay(faults.latency);
  const status = takeFailure(rel, method);
  if (status === 0) return HttpResponse.error();
  if (status !== null) return errorResponse(status, [{ message: STATUS_TEXT[status] ?? `HTTP ${status}` }]);
  const kind = takeMalformation(rel, method);
  return kind ? malformed(rel, kind) : null;
}

async function run(route: Route, request: Request, params: Record<string, string>): Promise<Response> {
  const faulted = await applyFaults(route.rel, route.method);
  if (faulted) return faulted;
  const db = getDb();
  let cachedBody: Promise<unknown> | null = null;
  const ctx: Ctx = {
    db, request, url: new URL(request.url), method: route.method, params, session: null,
    body: () => {
      // A file upload (multipart) has no JSON body: its handler reads `request.formData()` itself.
      if (/^multipart\//i.test(request.headers.get('Content-Type') ?? '')) return Promise.resolve(undefined);
      cachedBody ??= request.text().then((text) => {
        if (text.trim() === '') return undefined;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new ApiError(400, [{ message: 'Invalid JSON' }]);
        }
      });
      return cachedBody;
    },
  };
  try {
    if (route.auth) ctx.session = resolveSession(db, request);
    await checkAgainstPlatform(route, ctx);
    const response = await route.handle(ctx);
    if (route.method !== 'GET') persistDb();
    return response;
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.items);
    console.error('[mock backend]', route.method, request.url, error);
    return errorResponse(500, [{ message: 'Internal Server Error' }]);
  }
}

/**
 * The MSW pattern of a rel's path under the API base (absolute, no trailing slash; `{name}` becomes `:name`).
 * Anchored on the whole base, so the app's own modules (`/src/api/...` on the dev server) and assets never match.
 */
export const toMswPath = (apiBase: string, path: string): string => `${apiBase}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** One MSW handler per path under `apiBase`, dispatching on the method. */
export function toMswHandlers(routes: readonly Route[], apiBase: string): HttpHandler[] {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  return [...byPath.entries()].map(([path, pathRoutes]) =>
    http.all(toMswPath(apiBase, path), async ({ request, params }) => {
      const route = pathRoutes.find((r) => r.method === (request.method.toUpperCase() as Method));
      if (!route) {
        if (request.method === 'OPTIONS' || request.method === 'HEAD') return undefined;
        return errorResponse(405, [{ message: 'Method not allowed' }]);
      }
      const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v)]));
      return run(route, request, stringParams);
    }),
  );
}

/** Unknown paths under the API base answer 404 in the error envelope instead of reaching the dev server. */
export function unknownApiHandler(apiBase: string): HttpHandler {
  return http.all(`${apiBase}/*`, () => errorResponse(404, [{ message: 'Not found' }]));
}
