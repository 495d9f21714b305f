import { HttpResponse } from 'msw';
import type { Db, PermissionId, User } from '../db/types';

export interface ErrorItem {
  message: string;
  propertyName?: string;
  /** The item of an array body that failed. */
  listIndex?: number;
}

/** Thrown by handlers; the router turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly items: ErrorItem[],
  ) {
    super(items[0]?.message ?? `HTTP ${status}`);
  }
}

export const notFound = (): ApiError => new ApiError(404, [{ message: 'Not found' }]);
export const unauthorized = (): ApiError => new ApiError(401, [{ message: 'Unauthorized' }]);
export const forbidden = (): ApiError => new ApiError(403, [{ message: 'Forbidden' }]);
export const badRequest = (message: string, propertyName?: string): ApiError =>
  new ApiError(400, [propertyName ? { message, propertyName } : { message }]);
export const conflict = (message: string, propertyName?: string): ApiError =>
  new ApiError(409, [propertyName ? { message, propertyName } : { message }]);

export function envelope(
  type: string,
  data: unknown,
  init: { status?: number; moreAfter?: string | null } = {},
): Response {
  return HttpResponse.json(
    { type, data, moreAfter: init.moreAfter ?? null, status: 'success' },
    { status: init.status ?? 200 },
  );
}

export function errorResponse(status: number, items: ErrorItem[]): Response {
  return HttpResponse.json({ type: 'Error', data: items, moreAfter: null, status: 'error' }, { status });
}

export const noContent = (): Response => new HttpResponse(null, { status: 204 });

/** The answers of docs/API.md (Conventions): PATCH and DELETE 200 with `data: null`, action POSTs 201 with `data: null`. */
export const emptyAnswer = (type: string, status = 200): Response => envelope(type, null, { status });

/** A create: 201 with `data: {publicId}` for a one-object body, `data: [{publicId}]` for an array body. */
export const createdAnswer = (type: string, publicIds: readonly string[], arrayBody: boolean): Response =>
  envelope(type, arrayBody ? publicIds.map((publicId) => ({ publicId })) : { publicId: publicIds[0] }, { status: 201 });

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The signed-in caller of a bearer-authenticated rel. */
export interface Session {
  user: User;
  tokenId: string;
  /** The selected company (Api-Company, else the user's first). */
  companyId: string;
  permissions: readonly PermissionId[];
}

export interface Ctx {
  db: Db;
  request: Request;
  url: URL;
  method: Method;
  params: Record<string, string>;
  /** null only on no-auth rels. */
  session: Session | null;
  body(): Promise<unknown>;
}

export function sessionOf(ctx: Ctx): Session {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

export function param(ctx: Ctx, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw notFound();
  return value;
}

export function requirePermission(ctx: Ctx, ...anyOf: PermissionId[]): void {
  const { permissions } = sessionOf(ctx);
  if (anyOf.length > 0 && !anyOf.some((p) => permissions.includes(p))) throw forbidden();
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readJsonObject(ctx: Ctx): Promise<Record<string, unknown>> {
  const body = await ctx.body();
  if (!isRecord(body)) throw badRequest('Invalid body');
  return body;
}

export interface Route {
  rel: string;
  /** Path under the API root, with `{publicId}`-style parameters, e.g. `/group-types/{publicId}`. */
  path: string;
  method: Method;
  /** false for BrandingList, SsoIdentityProviderList, discovery and the Basic sign-in. */
  auth: boolean;
  handle(ctx: Ctx): Response | Promise<Response>;
}

/** A route's metadata without the handler, for resources that expose several methods on one path. */
export type RouteHandlers = Partial<Record<Method, (ctx: Ctx) => Response | Promise<Response>>>;

export function routesFor(rel: string, path: string, handlers: RouteHandlers, auth = true): Route[] {
  return (Object.entries(handlers) as [Method, (ctx: Ctx) => Response | Promise<Response>][]).map(
    ([method, handle]) => ({
      rel,
      path,
      method,
      auth,
      handle,
    }),
  );
}
