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
 * PageVersion answer them. Only versions of the selected company's pages; writes need MANAGE_PAGES. POST and PATCH
 * check `dimensions` for the page's kind (sheet, card, report) and `inputs` as a text of at most 16 777 215 characters.
 */

function templateRef(ctx: Ctx, value: unknown): { publicId: string } {
  if (value === undefined || value === null) throw required('template');
  const id = isRecord(value) ? value.publicId : undefined;
  if (!ctx.db.pageComponentTemplates.some((t) => t.publicId === id)) throw invalid('template');
  return { publicId: String(id) };
}

/** Each report format's grid (the platform's oneOf of `dimensions`, src/features/pages/model/data/sheet.ts). */
const GRIDS: Record<string, { columns: number; rows: number }> = {
  sheet: { columns: 12, rows: 72 },
  report: { columns: 8, rows: 16 },
  'report-portrait': { columns: 6, rows: 16 },
  'report-landscape': { columns: 8, rows: 11 },
};
const CARD_MOST = 65535;
/** `inputs` is a MEDIUMTEXT on the platform. */
export const INPUTS_MOST = 16_777_215;

type PageKind = 'sheet' | 'card' | 'report';

const pageKindOf = (ctx: Ctx, version: PageVersion): PageKind =>
  ctx.db.pages.find((p) => p.publicId === version.page.publicId)?.applicationType ?? 'sheet';

function whole(fields: Record<string, unknown>, key: string, low: number, high: number, optional = false): number {
  const value = fields[key];
  if (value === undefined && optional) return low;
  if (value === undefined || value === null) throw required(`dimensions.${key}`);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    throw invalid(`dimensions.${key}`);
  return value;
}

/**
 * `dimensions` as the platform's oneOf for the page's kind (*the ranges chosen here*): a sheet's box on 12 columns and
 * 72 rows with its optional phone fields, a card's height and order, a report's box on its format's grid.
 */
function dimensionsOf(value: unknown, kind: PageKind): Record<string, unknown> {
  if (value === undefined || value === null) throw required('dimensions');
  if (!isRecord(value)) throw invalid('dimensions');
  if (kind === 'card') {
    if (value.type !== 'card') throw invalid('dimensions.type');
    whole(value, 'height', 1, CARD_MOST);
    whole(value, 'order', 0, CARD_MOST);
    return structuredClone(value);
  }
  const type = typeof value.type === 'string' ? value.type : '';
  const fits = kind === 'sheet' ? type === 'sheet' : type.startsWith('report') && type in GRIDS;
  if (!fits) throw invalid('dimensions.type');
  const { columns, rows } = GRIDS[type]!;
  const left = whole(value, 'left', 0, columns - 1);
  whole(value, 'top', 0, rows - 1);
  const cols = whole(value, 'cols', 1, columns);
  whole(value, 'rows', 1, rows);
  if (left + cols > columns) throw invalid('dimensions.cols');
  if (type === 'sheet') {
    whole(value, 'mobileOrder', 0, CARD_MOST, true);
    whole(value, 'mobileHeight', 1, rows, true);
    const mobileLeft = whole(value, 'mobileLeft', 0, columns - 1, true);
    const mobileCols = whole(value, 'mobileCols', 1, columns, true);
    if (value.mobileCols !== undefined && mobileLeft + mobileCols > columns) throw invalid('dimensions.mobileCols');
  }
  return structuredClone(value);
}

function inputsOf(value: unknown): string {
  if (value === undefined || value === null) throw required('inputs');
  if (typeof value !== 'string' || value.length > INPUTS_MOST) throw invalid('inputs');
  return value;
}

/** The body's changes of one component, checked for its page's kind, not yet applied. */
function changes(item: Row, kind: PageKind): Partial<PageComponent> {
  const out: Partial<PageComponent> = {};
  if (item.dimensions !== undefined) out.dimensions = dimensionsOf(item.dimensions, kind);
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
      const found = findComponent(ctx, item.publicId);
      return { ...found, change: changes(item, pageKindOf(ctx, found.version)) };
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
            dimensions: dimensionsOf(item.dimensions, pageKindOf(ctx, version)),
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
      Object.assign(component, changes(body, pageKindOf(ctx, version)));
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
