import type {
  BackendComponentMessageSubscription,
  BackendComponentTemplate,
  BackendComponentTemplateConfig,
  BackendComponentTemplateShare,
  Db,
} from '../db/types';
import { crudRoutes, requireText, type Resource } from './crud';
import {
  badRequest,
  conflict,
  forbidden,
  isRecord,
  notFound,
  param,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';

/**
 * Cloud functions: backend component templates, their configs, shares and message subscriptions, and their logs
 * (docs/API.md). A company sees its own templates and those shared with it; only the owner
 * changes, deletes or shares a template. Writes need MANAGE_APPS.
 */

const WRITE = ['MANAGE_APPS'] as const;
export const NOT_PROVISIONED = 'Your company is not fully provisioned';

const companyOf = (ctx: Ctx): string => sessionOf(ctx).companyId;

const sharedWith = (db: Db, templateId: string, companyId: string): boolean =>
  db.backendComponentTemplateShares.some((s) => s.template.publicId === templateId && s.company.publicId === companyId);

const templateVisible = (db: Db, row: BackendComponentTemplate, companyId: string): boolean =>
  row._companyId === companyId || sharedWith(db, row.publicId, companyId);

/** The template a body names (`template.publicId`), one the caller sees; `owned` also requires the caller to own it. */
function templateRef(ctx: Ctx, value: unknown, owned = false): { publicId: string } {
  const publicId = isRecord(value) ? value.publicId : undefined;
  if (typeof publicId !== 'string' || publicId === '') throw badRequest('Required property', 'template.publicId');
  const row = ctx.db.backendComponentTemplates.find(
    (t) => t.publicId === publicId && templateVisible(ctx.db, t, companyOf(ctx)),
  );
  if (!row) throw badRequest('Template not found', 'template.publicId');
  if (owned && row._companyId !== companyOf(ctx)) throw forbidden();
  return { publicId };
}

function companyRef(ctx: Ctx, value: unknown): { publicId: string; name: string } {
  const publicId = isRecord(value) ? value.publicId : undefined;
  if (typeof publicId !== 'string' || publicId === '') throw badRequest('Required property', 'company.publicId');
  const company = ctx.db.companies.find((c) => c.publicId === publicId);
  if (!company) throw badRequest('Company not found', 'company.publicId');
  return { publicId, name: company.name };
}

const ownedOnly = (row: { _companyId: string }, ctx: Ctx): void => {
  if (row._companyId !== companyOf(ctx)) throw forbidden();
};

const templates: Resource<BackendComponentTemplate> = {
  listRel: 'BackendComponentTemplateList',
  itemRel: 'BackendComponentTemplate',
  path: '/backend-component-templates',
  idPrefix: 'bct',
  table: (db) => db.backendComponentTemplates,
  write: WRITE,
  defaultOrder: 'name',
  listMethods: ['GET', 'POST', 'PATCH'],
  itemMethods: ['GET', 'PATCH', 'DELETE'],
  readOnly: ['company', 'configuredVersion', 'private', 'description'],
  scope: (row, ctx) => templateVisible(ctx.db, row, companyOf(ctx)),
  create(body, ctx, publicId) {
    const companyId = companyOf(ctx);
    if (ctx.db.unprovisionedCompanyIds.includes(companyId)) throw badRequest(NOT_PROVISIONED);
    const company = ctx.db.companies.find((c) => c.publicId === companyId);
    const name = requireText(body.name, 'name');
    return {
      publicId,
      _companyId: companyId,
      name,
      description: null,
      private: true,
      configuredVersion: null,
      company: company ? { publicId: company.publicId, name: company.name } : null,
      _logs: `${new Date().toISOString()} ${name}: created\n`,
    };
  },
  validate(row, ctx) {
    ownedOnly(row, ctx);
    requireText(row.name, 'name');
  },
  beforeDelete: ownedOnly,
  afterWrite(row, ctx, kind) {
    if (kind !== 'delete') return;
    const other = (item: { template: { publicId: string } }) => item.template.publicId !== row.publicId;
    ctx.db.backendComponentTemplateConfigs = ctx.db.backendComponentTemplateConfigs.filter(other);
    ctx.db.backendComponentTemplateShares = ctx.db.backendComponentTemplateShares.filter(other);
    ctx.db.backendComponentMessageSubscriptions = ctx.db.backendComponentMessageSubscriptions.filter(other);
  },
};

const values = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest('Invalid value', 'values');
  return value;
};

const configs: Resource<BackendComponentTemplateConfig> = {
  listRel: 'BackendComponentTemplateConfigList',
  itemRel: 'BackendComponentTemplateConfig',
  path: '/backend-component-template-configs',
  idPrefix: 'bcc',
  table: (db) => db.backendComponentTemplateConfigs,
  write: WRITE,
  listMethods: ['GET', 'POST', 'PATCH'],
  itemMethods: ['GET', 'PATCH'],
  readOnly: ['template', 'enabled'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: companyOf(ctx),
    template: templateRef(ctx, body.template),
    values: values(body.values),
    enabled: true,
  }),
  validate: (row) => void values(row.values),
};

const shares: Resource<BackendComponentTemplateShare> = {
  listRel: 'BackendComponentTemplateShareList',
  itemRel: 'BackendComponentTemplateShare',
  path: '/backend-component-template-shares',
  idPrefix: 'bcs',
  table: (db) => db.backendComponentTemplateShares,
  write: WRITE,
  listMethods: ['GET', 'POST'],
  itemMethods: ['GET', 'DELETE'],
  create(body, ctx, publicId) {
    const template = templateRef(ctx, body.template, true);
    const company = companyRef(ctx, body.company);
    if (company.publicId === companyOf(ctx))
      throw badRequest('A template cannot be shared with its own company', 'company.publicId');
    return { publicId, _companyId: companyOf(ctx), template, company };
  },
  validate(row, _ctx, others) {
    if (
      others.some((s) => s.template.publicId === row.template.publicId && s.company.publicId === row.company.publicId)
    ) {
      throw conflict('Template already shared with this company', 'company.publicId');
    }
  },
};

const subscriptions: Resource<BackendComponentMessageSubscription> = {
  listRel: 'BackendComponentMessageSubscriptionList',
  itemRel: 'BackendComponentMessageSubscription',
  path: '/backend-component-message-subscriptions',
  idPrefix: 'bcm',
  table: (db) => db.backendComponentMessageSubscriptions,
  write: WRITE,
  listMethods: ['GET', 'POST', 'DELETE'],
  itemMethods: ['GET', 'DELETE'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: companyOf(ctx),
    createdOn: new Date().toISOString(),
    template: templateRef(ctx, body.template),
    company: { publicId: companyRef(ctx, body.company).publicId },
  }),
  validate(row, _ctx, others) {
    if (
      others.some((s) => s.template.publicId === row.template.publicId && s.company.publicId === row.company.publicId)
    ) {
      throw conflict('Company already subscribed', 'company.publicId');
    }
  },
};

export const cloudFunctionRoutes: Route[] = [
  ...crudRoutes(templates),
  ...crudRoutes(configs),
  ...crudRoutes(shares),
  ...crudRoutes(subscriptions),
  // The logs are a text file, no envelope.
  ...routesFor('BackendComponentTemplateDownloadLogs', '/backend-component-templates/{publicId}/logs', {
    GET: (ctx) => {
      const row = ctx.db.backendComponentTemplates.find(
        (t) => t.publicId === param(ctx, 'publicId') && templateVisible(ctx.db, t, companyOf(ctx)),
      );
      if (!row) throw notFound();
      return new Response(row._logs, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    },
  }),
];
