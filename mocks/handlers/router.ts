import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { getDb, persistDb } from '../db/store';
import { driftListAnswer } from '../scenarios/drift';
import { countRequest, getFaults, takeFailure, takeMalformation, type MalformKind } from '../scenarios/faults';
import { waitWhileHeld } from '../scenarios/hold';
import { ApiError, errorResponse, type Ctx, type Route } from './http';
import { resolveSession } from './session';
import { checkAgainstPlatform } from './strict';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function malformed(rel: string, kind: MalformKind): Response {
  if (kind === 'html') {
    return new HttpResponse(
      '<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>',
      {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      },
    );
  }
  const body =
    kind === 'truncated'
      ? `{"type":"${rel}","status":"success","data":[{"publicId":"x1","na`
      : '{"unexpected":true,"data":"not an envelope"}';
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Offline, holds, latency, injected failures and broken bodies, in that order; null when the request goes through. */
export async function applyFaults(rel: string, method: string): Promise<Response | null> {
  countRequest(rel, method);
  const faults = getFaults();
  if (faults.offline) return HttpResponse.error();
  await waitWhileHeld(rel, method);
  if (faults.latency > 0) await delay(faults.latency);
  const status = takeFailure(rel, method);
  if (status === 0) return HttpResponse.error();
  if (status !== null) return errorResponse(status, [{ message: STATUS_TEXT[status] ?? `HTTP ${status}` }]);
  const kind = takeMalformation(rel, method);
  return kind ? malformed(rel, kind) : null;
}

/** A successful JSON list answer with the drift scenario's items added (scenarios/drift.ts). */
async function drifted(rel: string, response: Response): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const body = (await response.clone().json()) as { data?: unknown };
  if (!Array.isArray(body.data)) return response;
  return HttpResponse.json({ ...body, data: driftListAnswer(rel, body.data) }, { status: 200 });
}

async function run(route: Route, request: Request, params: Record<string, string>): Promise<Response> {
  const faulted = await applyFaults(route.rel, route.method);
  if (faulted) return faulted;
  const db = getDb();
  let cachedBody: Promise<unknown> | null = null;
  const ctx: Ctx = {
    db,
    request,
    url: new URL(request.url),
    method: route.method,
    params,
    session: null,
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
    return getFaults().drift && route.method === 'GET' ? await drifted(route.rel, response) : response;
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.items);
    console.error('[mock backend]', route.method, request.url, error);
    return errorResponse(500, [{ message: 'Internal Server Error' }]);
  }
}

interface CompiledPath {
  pattern: RegExp;
  names: string[];
  routes: Route[];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const decodeParam = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** `/agents/{agentId}/access-requests` → a pattern over the path under the base, and its parameter names. */
function compilePath(path: string): Omit<CompiledPath, 'routes'> {
  const names: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * One MSW handler for every path under `apiBase`: it matches the paths itself, in the routes' order, and dispatches on
 * the method. MSW parses the request's cookies and compiles the path of every handler it tries, for every request the
 * page makes (the app's own chunks included): one handler instead of one per path keeps each request cheap.
 */
export function toMswHandlers(routes: readonly Route[], apiBase: string): HttpHandler[] {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const compiled: CompiledPath[] = [...byPath.entries()].map(([path, pathRoutes]) => ({
    ...compilePath(path),
    routes: pathRoutes,
  }));
  const base = new URL(apiBase);
  const basePath = base.pathname.replace(/\/+$/, '');
  const underBase = new RegExp(`^${escapeRegExp(`${base.origin}${basePath}`)}(?:/.*)?$`);
  return [
    http.all(underBase, async ({ request }) => {
      const url = new URL(request.url);
      const below = url.pathname.slice(basePath.length);
      // As MSW's own paths did: a trailing slash is optional (the base's own `/` is discovery).
      const path = below.length > 1 ? below.replace(/\/$/, '') : below;
      const method = request.method.toUpperCase();
      for (const candidate of compiled) {
        const match = candidate.pattern.exec(path);
        if (!match) continue;
        const route = candidate.routes.find((r) => r.method === method);
        if (!route) {
          // HEAD and OPTIONS of a path without them fall through to the next path, then to 404.
          if (method === 'OPTIONS' || method === 'HEAD') continue;
          return errorResponse(405, [{ message: 'Method not allowed' }]);
        }
        const params = Object.fromEntries(
          candidate.names.map((name, index) => [name, decodeParam(match[index + 1] ?? '')]),
        );
        return run(route, request, params);
      }
      // Unknown paths under the base answer 404 in the error envelope instead of reaching the dev server.
      return errorResponse(404, [{ message: 'Not found' }]);
    }),
  ];
}
