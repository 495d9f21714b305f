import { nextId } from '../db/store';
import type { Page, PageVersion, QueuedReport } from '../db/types';
import { atItem, bodyItems, listResponse } from './crud';
import {
  ApiError,
  emptyAnswer,
  envelope,
  isRecord,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import {
  APPLICATION_TYPES,
  buildVersion,
  invalid,
  newPage,
  ownPage,
  required,
  versionOf,
  viewOfPage,
  PAGES_WRITE,
} from './pages-model';
import type { Row } from './query';

/**
 * Page export and import, the pages of a device or an asset, and the report queue (docs/API.md).
 *
 * - Export answers a JSON file, no envelope (like AuditLogExport's CSV): `{name, applicationType, title, custom, periodSpec,
 *   components[{template, dimensions, inputs}]}` of the published version, else the draft (*chosen here*).
 * - Import takes that file's text as a JSON string (the platform's body type is `string`).
 * - A page belongs to a device or an asset through its group (*chosen here*): the page's group is one of the device's
 *   (asset's) groups, or the group whose `agent` (`asset`) it is.
 */

interface PageExportDocument {
  name: string;
  applicationType: Page['applicationType'];
  title: string | null;
  custom: { glbMatIcon: string | null };
  periodSpec: string | null;
  components: { template: { publicId: string }; dimensions: Record<string, unknown>; inputs: string }[];
}

function exportDocument(page: Page, version: PageVersion | null): PageExportDocument {
  return {
    name: page.name,
    applicationType: page.applicationType,
    title: version?.title ?? null,
    custom: { glbMatIcon: version?.custom.glbMatIcon ?? null },
    periodSpec: version?.periodSpec ?? null,
    components: (version?.components ?? []).map((c) => ({
      template: { ...c.template },
      dimensions: structuredClone(c.dimensions),
      inputs: c.inputs,
    })),
  };
}

const optionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/** The exported document a PageImport body holds, else 400 `Invalid value`. */
function parseExport(ctx: Ctx, body: unknown): PageExportDocument {
  if (typeof body !== 'string') throw invalid();
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    throw invalid();
  }
  if (!isRecord(doc) || typeof doc.name !== 'string' || doc.name.trim() === '' || doc.name.length > 255)
    throw invalid();
  const applicationType = APPLICATION_TYPES.find((t) => t === doc.applicationType);
  const custom = doc.custom ?? {};
  if (
    !applicationType ||
    !optionalText(doc.title) ||
    !optionalText(doc.periodSpec) ||
    !isRecord(custom) ||
    !optionalText(custom.glbMatIcon)
  )
    throw invalid();
  const list = doc.components ?? [];
  if (!Array.isArray(list)) throw invalid();
  const components = (list as unknown[]).map((c) => {
    const template = isRecord(c) && isRecord(c.template) ? c.template.publicId : undefined;
    if (!isRecord(c) || !ctx.db.pageComponentTemplates.some((t) => t.publicId === template)) throw invalid();
    const dimensions = c.dimensions ?? {};
    const inputs = c.inputs ?? '{}';
    if (!isRecord(dimensions) || typeof inputs !== 'string') throw invalid();
    return { template: { publicId: String(template) }, dimensions: structuredClone(dimensions), inputs };
  });
  return {
    name: doc.name,
    applicationType,
    title: doc.title ?? null,
    custom: { glbMatIcon: custom.glbMatIcon ?? null },
    periodSpec: doc.periodSpec ?? null,
    components,
  };
}

async function importPage(ctx: Ctx, rel: string, group: { publicId: string } | null): Promise<Response> {
  requirePermission(ctx, ...PAGES_WRITE);
  const doc = parseExport(ctx, await ctx.body());
  const page = newPage(ctx, { name: doc.name, applicationType: doc.applicationType, group });
  const draft = buildVersion(page, null, { title: doc.title, custom: doc.custom, periodSpec: doc.periodSpec });
  draft.components = doc.components.map((c) => ({
    ...c,
    publicId: nextId('pc'),
    pageVersion: { publicId: draft.publicId },
  }));
  page.draft = { publicId: draft.publicId };
  ctx.db.pages.push(page);
  ctx.db.pageVersions.push(draft);
  return envelope(rel, [{ publicId: page.publicId }], { status: 201 });
}

const fileName = (name: string): string => `${name.replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'page'}.json`;

/** The selected company's pages whose group is one of `groupIds`. */
function pagesInGroups(ctx: Ctx, groupIds: ReadonlySet<string>): Row[] {
  const companyId = sessionOf(ctx).companyId;
  return ctx.db.pages
    .filter((p) => p._companyId === companyId && p.group && groupIds.has(p.group.publicId))
    .map((p) => viewOfPage(p, ctx));
}

function ownAgent(ctx: Ctx, publicId: string) {
  const agent = ctx.db.agents.find((a) => a.publicId === publicId && a._companyId === sessionOf(ctx).companyId);
  if (!agent) throw notFound();
  return agent;
}

function ownAsset(ctx: Ctx, publicId: string) {
  const asset = ctx.db.assets.find((a) => a.publicId === publicId && a._companyId === sessionOf(ctx).companyId);
  if (!asset) throw notFound();
  return asset;
}

function agentGroups(ctx: Ctx, agentId: string): Set<string> {
  const agent = ownAgent(ctx, agentId);
  return new Set([
    ...agent.memberships.map((m) => m.group.publicId),
    ...ctx.db.groups.filter((g) => g.agent?.publicId === agentId).map((g) => g.publicId),
  ]);
}

function assetGroups(ctx: Ctx, assetId: string): Set<string> {
  const asset = ownAsset(ctx, assetId);
  return new Set([
    ...asset.memberships.map((m) => m.group.publicId),
    ...ctx.db.groups.filter((g) => g.asset?.publicId === assetId).map((g) => g.publicId),
  ]);
}

// ---- Report queue -------------------------------------------------------------------------------------------------

const instant = (value: unknown, propertyName: string): number => {
  if (value === undefined || value === null) throw required(propertyName);
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName }]);
  return ms;
};

/** An IANA time zone name Intl knows (`Europe/Amsterdam`, `UTC`); offsets such as `+01:00` are no zone names. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type QueueRel = QueuedReport['_rel'];

/** One checked item of a queue body; `target` is the device or asset of the path (Agent/Asset variants). */
function queueItem(
  ctx: Ctx,
  item: Row,
  rel: QueueRel,
  target: Pick<QueuedReport, 'agent' | 'asset'> | null,
): QueuedReport {
  const companyId = sessionOf(ctx).companyId;
  if (item.report === undefined || item.report === null) throw required('report');
  const reportId = isRecord(item.report) ? item.report.publicId : undefined;
  const report = ctx.db.pages.find((p) => p.publicId === reportId && p._companyId === companyId);
  if (!report || report.applicationType !== 'report') throw invalid('report');
  const start = instant(item.start, 'start');
  const end = instant(item.end, 'end');
  if (end <= start) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'end' }]);
  if (item.timeZone === undefined || item.timeZone === null) throw required('timeZone');
  if (!isTimeZone(item.timeZone)) throw invalid('timeZone');
  let where = target;
  if (!where) {
    const hasAgent = item.agent !== undefined && item.agent !== null;
    const hasAsset = item.asset !== undefined && item.asset !== null;
    if (!hasAgent && !hasAsset) throw required('agent');
    if (hasAgent && hasAsset) throw invalid('asset');
    const id = (value: unknown): string =>
      isRecord(value) && typeof value.publicId === 'string' ? value.publicId : '';
    if (hasAgent && !ctx.db.agents.some((a) => a.publicId === id(item.agent) && a._companyId === companyId))
      throw invalid('agent');
    if (hasAsset && !ctx.db.assets.some((a) => a.publicId === id(item.asset) && a._companyId === companyId))
      throw invalid('asset');
    where = {
      agent: hasAgent ? { publicId: id(item.agent) } : null,
      asset: hasAsset ? { publicId: id(item.asset) } : null,
    };
  }
  let sendTo: string[] | null = null;
  if (target) {
    if (!Array.isArray(item.sendTo) || item.sendTo.length === 0) throw required('sendTo');
    if (!item.sendTo.every((e) => typeof e === 'string' && EMAIL.test(e))) throw invalid('sendTo');
    sendTo = [...(item.sendTo as string[])];
  }
  if (item.message !== undefined && item.message !== null && typeof item.message !== 'string') throw invalid('message');
  return {
    publicId: nextId('rq'),
    _companyId: companyId,
    report: { publicId: report.publicId },
    ...where,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    timeZone: item.timeZone,
    sendTo,
    message: typeof item.message === 'string' ? item.message : null,
    _rel: rel,
    _userId: sessionOf(ctx).user.publicId,
    _queuedOn: new Date().toISOString(),
  };
}

/** Queues every item or none (`listIndex` names a failing item); 201 with `data: null`. */
async function queueReports(
  ctx: Ctx,
  rel: QueueRel,
  target: Pick<QueuedReport, 'agent' | 'asset'> | null,
): Promise<Response> {
  const items = await bodyItems(ctx);
  const queued = items.map((item, index) => atItem(index, () => queueItem(ctx, item, rel, target)));
  ctx.db.queuedReports.push(...queued);
  return emptyAnswer(rel, 201);
}

export const pageActionRoutes: Route[] = [
  ...routesFor('PageExport', '/pages/{publicId}/export', {
    GET: (ctx) => {
      const page = ownPage(ctx, param(ctx, 'publicId'));
      const doc = exportDocument(page, versionOf(ctx, page.published) ?? versionOf(ctx, page.draft));
      return new Response(JSON.stringify(doc, null, 2), {
        status: 200,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName(page.name)}"`,
        },
      });
    },
  }),
  ...routesFor('PageImport', '/page-import', { POST: (ctx) => importPage(ctx, 'PageImport', null) }),
  ...routesFor('GroupPageImport', '/groups/{publicId}/page-import', {
    POST: (ctx) => {
      const group = ctx.db.groups.find(
        (g) => g.publicId === param(ctx, 'publicId') && g._companyId === sessionOf(ctx).companyId,
      );
      if (!group) throw notFound();
      return importPage(ctx, 'GroupPageImport', { publicId: group.publicId });
    },
  }),
  ...routesFor('AgentPageList', '/agents/{agentId}/pages', {
    GET: (ctx) =>
      listResponse('AgentPageList', pagesInGroups(ctx, agentGroups(ctx, param(ctx, 'agentId'))), ctx, 'name'),
  }),
  ...routesFor('AssetPageList', '/assets/{assetId}/pages', {
    GET: (ctx) =>
      listResponse('AssetPageList', pagesInGroups(ctx, assetGroups(ctx, param(ctx, 'assetId'))), ctx, 'name'),
  }),
  ...routesFor('QueueReportList', '/pages/report/queue', { POST: (ctx) => queueReports(ctx, 'QueueReportList', null) }),
  ...routesFor('AgentQueueReportList', '/agents/{agentId}/report/queue', {
    POST: (ctx) =>
      queueReports(ctx, 'AgentQueueReportList', {
        agent: { publicId: ownAgent(ctx, param(ctx, 'agentId')).publicId },
        asset: null,
      }),
  }),
  ...routesFor('AssetQueueReportList', '/assets/{assetId}/report/queue', {
    POST: (ctx) =>
      queueReports(ctx, 'AssetQueueReportList', {
        agent: null,
        asset: { publicId: ownAsset(ctx, param(ctx, 'assetId')).publicId },
      }),
  }),
];
