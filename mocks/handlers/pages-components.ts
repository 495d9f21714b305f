import { nextId } from '../db/store';
import type { PageComponent, PageVersion } from '../db/types';
import { atItem, bodyItems, listResponse, itemResponse } from './crud';
import {
  ApiError,
  createdAnswer,
  emptyAnswer,
  isRecord,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { findComponent, invalid, ownVersion, required, PAGES_WRITE } from './pages-model';
import type { Row } from './query';

/**
 * Page components (PageComponentList, PageComponent) live inside their version's `components[]`, so Page and
 * PageVersion answer them. Only versions of the selected company's pages; writes need MANAGE_PAGES. Reorder =
 * PageComponentList PATCH `[{publicId, dimensions}]` (the order is `dimensions.order`, *chosen here*).
 */

function templateRef(ctx: Ctx, value: unknown): { publicId: string } {
  if (value === undefined || value === null) throw required('template');
  const id = isRecord(value) ? value.publicId : undefined;
  if (!ctx.db.pageComponentTemplates.some((t) => t.publicId === id)) throw invalid('template');
  return { publicId: String(id) };
}

function dimensionsOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) throw required('dimensions');
  if (!isRecord(value)) throw invalid('dimensions');
  if (value.order !== undefined && (typeof value.order !== 'number' || !Number.isFinite(value.order)))
    throw invalid('dimensions.order');
  return structuredClone(value);
}

function inputsOf(value: unknown): string {
  if (value === undefined || value === null) throw required('inputs');
  if (typeof value !== 'string') throw invalid('inputs');
  return value;
}

/** The body's changes of one component, checked, not yet applied. */
function changes(item: Row): Partial<PageComponent> {
  const out: Partial<PageComponent> = {};
  if (item.dimensions !== undefined) out.dimensions = dimensionsOf(item.dimensions);
  if (item.inputs !== undefined) out.inputs = inputsOf(item.inputs);
  return out;
}

const touch = (version: PageVersion): void => {
  version.updatedOn = new Date().toISOString();
};

const visibleComponents = (ctx: Ctx): PageComponent[] => {
  const companyId = sessionOf(ctx).companyId;
  return ctx.db.pageVersions.filter((v) => v._companyId === companyId).flatMap((v) => v.components);
};

async function patchComponents(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, ...PAGES_WRITE);
  const items = await bodyItems(ctx);
  const planned = items.map((item, index) =>
    atItem(index, () => {
      if (typeof item.publicId !== 'string') throw required('publicId');
      return { ...findComponent(ctx, item.publicId), change: changes(item) };
    }),
  );
  for (const { version, component, change } of planned) {
    Object.assign(component, change);
    touch(version);
  }
  return emptyAnswer('PageComponentList');
}

function removeComponents(ctx: Ctx, ids: readonly unknown[]): void {
  const found = ids.map((id, index) => atItem(index, () => findComponent(ctx, id)));
  for (const { version, component } of found) {
    version.components = version.components.filter((c) => c !== component);
    touch(version);
  }
}

export const pageComponentRoutes: Route[] = [
  ...routesFor('PageComponentList', '/page-components', {
    GET: (ctx) => listResponse('PageComponentList', visibleComponents(ctx) as unknown as Row[], ctx),
    POST: async (ctx) => {
      requirePermission(ctx, ...PAGES_WRITE);
      const body = await ctx.body();
      const items = await bodyItems(ctx);
      const made = items.map((item, index) => {
        const make = () => {
          const version = ownVersion(ctx, item.pageVersion, 'pageVersion');
          const component: PageComponent = {
            publicId: nextId('pc'),
            template: templateRef(ctx, item.template),
            dimensions: dimensionsOf(item.dimensions),
            inputs: inputsOf(item.inputs),
            pageVersion: { publicId: version.publicId },
          };
          return { version, component };
        };
        return Array.isArray(body) ? atItem(index, make) : make();
      });
      for (const { version, component } of made) {
        version.components.push(component);
        touch(version);
      }
      const ids = made.map(({ component }) => component.publicId);
      return Array.isArray(body)
        ? createdAnswer('PageComponentList', ids, true)
        : createdAnswer('PageComponent', ids, false);
    },
    PATCH: patchComponents,
    DELETE: async (ctx) => {
      requirePermission(ctx, ...PAGES_WRITE);
      const items = await bodyItems(ctx);
      const ids = items.map((item, index) =>
        atItem(index, () => {
          if (typeof item.publicId !== 'string') throw required('publicId');
          return item.publicId;
        }),
      );
      removeComponents(ctx, ids);
      return emptyAnswer('PageComponentList');
    },
  }),
  ...routesFor('PageComponent', '/page-components/{publicId}', {
    GET: (ctx) =>
      itemResponse('PageComponent', findComponent(ctx, param(ctx, 'publicId')).component as unknown as Row, ctx),
    PATCH: async (ctx) => {
      requirePermission(ctx, ...PAGES_WRITE);
      const body = await ctx.body();
      if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
      const { version, component } = findComponent(ctx, param(ctx, 'publicId'));
      Object.assign(component, changes(body));
      touch(version);
      return emptyAnswer('PageComponent');
    },
    DELETE: (ctx) => {
      requirePermission(ctx, ...PAGES_WRITE);
      removeComponents(ctx, [param(ctx, 'publicId')]);
      return emptyAnswer('PageComponent');
    },
  }),
];
