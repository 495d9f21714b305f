import { nextId } from '../db/store';
import type { Db, Entity, PermissionId } from '../db/types';
import {
  ApiError,
  createdAnswer,
  emptyAnswer,
  envelope,
  isRecord,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
} from './http';
import type { Ctx, Method, Route, RouteHandlers } from './http';
import { parseFields, applyFields, parseListQuery, runListQuery, type Row } from './query';

/**
 * One generic list/CRUD implementation: every resource family describes its table, scope, view and rules,
 * and gets the contract's list semantics, creates, item reads, patches and deletes (single and batch).
 */
export interface Resource<E extends Entity> {
  listRel: string;
  itemRel?: string;
  /** e.g. `/group-types`; the item path defaults to `/group-types/{publicId}`. */
  path: string;
  itemPath?: string;
  idPrefix: string;
  table(db: Db): E[];
  /** Rows the caller may see; default: rows of the selected company when the row has `_companyId`. */
  scope?(row: E, ctx: Ctx): boolean;
  /** Wire shape; default: the row without `_` fields. */
  view?(row: E, ctx: Ctx): Row;
  /** Builds a new row from a POST body; without it the list offers no POST. */
  create?(body: Row, ctx: Ctx, publicId: string): E;
  /** Throws ApiError when the row (new or patched) breaks a rule; `others` are the visible rows except this one. */
  validate?(row: E, ctx: Ctx, others: E[]): void;
  /** Throws to refuse a delete; `deleting` are all rows of the same request. */
  beforeDelete?(row: E, ctx: Ctx, deleting: readonly E[]): void;
  afterWrite?(row: E, ctx: Ctx, kind: 'create' | 'update' | 'delete'): void;
  /** Replaces the default removal (splicing the row out of its table). */
  remove?(row: E, ctx: Ctx): void;
  /** Turns a PATCH's changes into what is stored (e.g. `custom` merged key by key); default: the changes as sent. */
  patch?(row: E, changes: Row, ctx: Ctx): Row;
  /** Keys a PATCH may not change (publicId and `_` fields never change). */
  readOnly?: readonly string[];
  /** Any of these permissions allows reads (default: any signed-in member). */
  read?: readonly PermissionId[];
  /** Any of these permissions allows writes. */
  write?: readonly PermissionId[];
  listMethods?: readonly Method[];
  itemMethods?: readonly Method[];
  defaultOrder?: string;
}

export function stripInternal(row: object): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('_')) out[key] = value;
  return out;
}

function sanitize(body: Row, readOnly: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.startsWith('_') || key === 'publicId' || readOnly.includes(key)) continue;
    out[key] = value;
  }
  return out;
}

export function defaultScope(row: object, ctx: Ctx): boolean {
  const companyId = (row as { _companyId?: unknown })._companyId;
  return typeof companyId !== 'string' || companyId === sessionOf(ctx).companyId;
}

/** Sends rows through the list query of the request (filters, order, paging, fields). */
export function listResponse(type: string, rows: Row[], ctx: Ctx, defaultOrder?: string): Response {
  const query = parseListQuery(ctx.url);
  if (!query.orderBy && defaultOrder) query.orderBy = defaultOrder;
  const { data, moreAfter } = runListQuery(rows, query);
  return envelope(type, data, { moreAfter });
}

export function itemResponse(type: string, row: Row, ctx: Ctx, status = 200): Response {
  return envelope(type, applyFields(row, parseFields(ctx.url.searchParams.get('fields'))), { status });
}

/** Runs `fn` for item `listIndex` of a body; an error it throws points at that item (docs/API.md, error items). */
export function atItem<T>(listIndex: number, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(
        error.status,
        error.items.map((item) => ({ ...item, listIndex })),
      );
    throw error;
  }
}

/** A list body, one object or an array of them. */
export async function bodyItems(ctx: Ctx): Promise<Row[]> {
  const body = await ctx.body();
  const items = Array.isArray(body) ? (body as unknown[]) : [body];
  if (items.length === 0 || !items.every(isRecord)) throw new ApiError(400, [{ message: 'Invalid body' }]);
  return items;
}

export function crudRoutes<E extends Entity>(resource: Resource<E>): Route[] {
  const itemRel = resource.itemRel ?? resource.listRel.replace(/List$/, '');
  const scope = (row: E, ctx: Ctx): boolean => (resource.scope ? resource.scope(row, ctx) : defaultScope(row, ctx));
  const view = (row: E, ctx: Ctx): Row => (resource.view ? resource.view(row, ctx) : stripInternal(row));
  const visible = (ctx: Ctx): E[] => resource.table(ctx.db).filter((row) => scope(row, ctx));
  const canRead = (ctx: Ctx): void => {
    if (resource.read) requirePermission(ctx, ...resource.read);
  };
  const find = (ctx: Ctx, publicId: string): E => {
    const row = visible(ctx).find((r) => r.publicId === publicId);
    if (!row) throw notFound();
    return row;
  };
  const canWrite = (ctx: Ctx): void => {
    if (resource.write) requirePermission(ctx, ...resource.write);
  };
  const patchRow = (ctx: Ctx, row: E, body: Row): E => {
    const changes = sanitize(body, resource.readOnly);
    const next = { ...row, ...(resource.patch ? resource.patch(row, changes, ctx) : changes) } as E;
    resource.validate?.(
      next,
      ctx,
      visible(ctx).filter((r) => r.publicId !== row.publicId),
    );
    return next;
  };
  const commit = (ctx: Ctx, row: E, next: E): void => {
    Object.assign(row, next);
    resource.afterWrite?.(row, ctx, 'update');
  };
  const remove = (ctx: Ctx, rows: E[]): void => {
    rows.forEach((row) => resource.beforeDelete?.(row, ctx, rows));
    const table = resource.table(ctx.db);
    for (const row of rows) {
      const index = table.indexOf(row);
      if (resource.remove) resource.remove(row, ctx);
      else if (index >= 0) table.splice(index, 1);
      resource.afterWrite?.(row, ctx, 'delete');
    }
  };

  const list: RouteHandlers = {
    GET: (ctx) => {
      canRead(ctx);
      return listResponse(
        resource.listRel,
        visible(ctx).map((row) => view(row, ctx)),
        ctx,
        resource.defaultOrder,
      );
    },
    PATCH: async (ctx) => {
      canWrite(ctx);
      const items = await bodyItems(ctx);
      const changes = items.map((item, index) =>
        atItem(index, () => {
          if (typeof item.publicId !== 'string')
            throw new ApiError(400, [{ message: 'Required property', propertyName: 'publicId' }]);
          const row = find(ctx, item.publicId);
          return [row, patchRow(ctx, row, item)] as const;
        }),
      );
      changes.forEach(([row, next]) => commit(ctx, row, next));
      return emptyAnswer(resource.listRel);
    },
    DELETE: async (ctx) => {
      canWrite(ctx);
      const items = await bodyItems(ctx);
      const rows = items.map((item, index) =>
        atItem(index, () => {
          if (typeof item.publicId !== 'string')
            throw new ApiError(400, [{ message: 'Required property', propertyName: 'publicId' }]);
          return find(ctx, item.publicId);
        }),
      );
      remove(ctx, rows);
      return emptyAnswer(resource.listRel);
    },
  };
  const create = resource.create?.bind(resource);
  if (create) {
    list.POST = async (ctx) => {
      canWrite(ctx);
      const body = await ctx.body();
      const items = await bodyItems(ctx);
      const others = visible(ctx);
      const created = items.map((item, index) => {
        const make = () => {
          const row = create(sanitize(item), ctx, nextId(resource.idPrefix));
          resource.validate?.(row, ctx, others);
          return row;
        };
        const row = Array.isArray(body) ? atItem(index, make) : make();
        others.push(row);
        return row;
      });
      const table = resource.table(ctx.db);
      for (const row of created) {
        table.push(row);
        resource.afterWrite?.(row, ctx, 'create');
      }
      const ids = created.map((row) => row.publicId);
      return Array.isArray(body) ? createdAnswer(resource.listRel, ids, true) : createdAnswer(itemRel, ids, false);
    };
  }
  const item: RouteHandlers = {
    GET: (ctx) => {
      canRead(ctx);
      return itemResponse(itemRel, view(find(ctx, param(ctx, 'publicId')), ctx), ctx);
    },
    PATCH: async (ctx) => {
      canWrite(ctx);
      const row = find(ctx, param(ctx, 'publicId'));
      const body = await ctx.body();
      if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
      commit(ctx, row, patchRow(ctx, row, body));
      return emptyAnswer(itemRel);
    },
    DELETE: (ctx) => {
      canWrite(ctx);
      remove(ctx, [find(ctx, param(ctx, 'publicId'))]);
      return emptyAnswer(itemRel);
    },
  };
  const pick = (handlers: RouteHandlers, methods?: readonly Method[]): RouteHandlers =>
    methods ? Object.fromEntries(Object.entries(handlers).filter(([m]) => methods.includes(m as Method))) : handlers;
  const routes = routesFor(resource.listRel, resource.path, pick(list, resource.listMethods));
  const itemHandlers = pick(item, resource.itemMethods);
  if (Object.keys(itemHandlers).length > 0)
    routes.push(...routesFor(itemRel, resource.itemPath ?? `${resource.path}/{publicId}`, itemHandlers));
  return routes;
}

/** Common validation: a required, bounded, unique text property. */
export function requireText(value: unknown, propertyName: string, max = 255): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, [{ message: 'Required property', propertyName }]);
  if (value.length > max)
    throw new ApiError(400, [{ message: `Value is longer than ${max} characters`, propertyName }]);
  return value;
}

export function requireUnique<E extends Entity>(
  others: E[],
  value: string,
  get: (row: E) => unknown,
  propertyName: string,
  message: string,
): void {
  const key = value.trim().toLocaleLowerCase();
  if (others.some((row) => String(get(row)).trim().toLocaleLowerCase() === key))
    throw new ApiError(409, [{ message, propertyName }]);
}

export const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const asBool = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);
export const asNumber = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
/** Next order for a new typed row: highest + 1000, or 0 when empty. */
export const nextOrder = (rows: { order: number }[]): number =>
  rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.order)) + 1000;
