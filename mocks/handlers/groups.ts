import type { Asset, AssetType, Group, GroupType, Ref } from '../db/types';
import { asNumber, asString, crudRoutes, nextOrder, requireText, requireUnique, type Resource } from './crud';
import { ApiError, conflict, isRecord, sessionOf, type Ctx, type Route } from './http';

/** Group types, groups, asset types and assets. */

const COLOR = /^#[0-9a-f]{6}$/i;

const refIn = <T extends { publicId: string; name: string }>(rows: T[], value: unknown, propertyName: string): Ref => {
  const id = isRecord(value) ? value.publicId : undefined;
  const row = rows.find((r) => r.publicId === id);
  if (!row) throw new ApiError(400, [{ message: 'Required property', propertyName }]);
  return { publicId: row.publicId, name: row.name };
};

const companyRows = <T extends { _companyId: string }>(rows: T[], ctx: Ctx): T[] => rows.filter((r) => r._companyId === sessionOf(ctx).companyId);

/** Shared rules of the two ordered type lists (section 5): name required, max 255, unique; order a number. */
function typeRules<E extends GroupType | AssetType>(row: E, others: E[]): void {
  requireText(row.name, 'name', 255);
  requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
  if (typeof row.order !== 'number' || !Number.isFinite(row.order)) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'order' }]);
}

function refuseLastOrUsed<E extends { _companyId: string; publicId: string }>(
  row: E, deleting: readonly E[], all: E[], inUse: boolean, noun: string,
): void {
  if (inUse) throw conflict(`${noun} is in use`);
  const remaining = all.filter((r) => r._companyId === row._companyId && !deleting.includes(r));
  if (remaining.length === 0) throw conflict(`Cannot delete the last ${noun.toLowerCase()}`);
}

const groupTypes: Resource<GroupType> = {
  listRel: 'GroupTypeList', path: '/group-types', idPrefix: 'gt', table: (db) => db.groupTypes, defaultOrder: 'order',
  write: ['MANAGE_GROUP_TYPES'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name),
    color: asString(body.color, '#9e9e9e'), order: asNumber(body.order, nextOrder(companyRows(ctx.db.groupTypes, ctx))),
    translationKey: typeof body.translationKey === 'string' ? body.translationKey : null,
  }),
  validate: (row, _ctx, others) => {
    typeRules(row, others);
    if (typeof row.color !== 'string' || !COLOR.test(row.color)) throw new ApiError(400, [{ message: 'Invalid colour', propertyName: 'color' }]);
  },
  beforeDelete: (row, ctx, deleting) =>
    refuseLastOrUsed(row, deleting, ctx.db.groupTypes, ctx.db.groups.some((g) => g.groupType.publicId === row.publicId), 'Group type'),
  afterWrite: (row, ctx, kind) => {
    if (kind === 'update') ctx.db.groups.filter((g) => g.groupType.publicId === row.publicId).forEach((g) => (g.groupType.name = row.name));
  },
};

const groups: Resource<Group> = {
  listRel: 'GroupList', path: '/groups', idPrefix: 'g', table: (db) => db.groups, defaultOrder: 'name',
  write: ['MANAGE_GROUPS', 'MANAGE_SUBGROUPS'], readOnly: ['memberCount', 'deviceCount'],
  create: (body, ctx, publicId) => {
    const type = refIn(companyRows(ctx.db.groupTypes, ctx), body.groupType, 'groupType');
    const parentId = isRecord(body.parent) && typeof body.parent.publicId === 'string' ? body.parent.publicId : null;
    return {
      publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), description: asString(body.description),
      groupType: type, parent: parentId ? { publicId: parentId } : null, memberCount: 0, deviceCount: 0, _memberIds: [],
    };
  },
  validate: (row, ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
    row.groupType = refIn(companyRows(ctx.db.groupTypes, ctx), row.groupType, 'groupType');
  },
  afterWrite: (row, ctx, kind) => {
    for (const agent of ctx.db.agents) {
      if (kind === 'delete') agent.memberships = agent.memberships.filter((m) => m.publicId !== row.publicId);
      else agent.memberships.filter((m) => m.publicId === row.publicId).forEach((m) => (m.name = row.name));
    }
  },
};

const assetTypes: Resource<AssetType> = {
  listRel: 'AssetTypeList', path: '/asset-types', idPrefix: 'at', table: (db) => db.assetTypes, defaultOrder: 'order',
  write: ['MANAGE_ASSET_TYPES'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name),
    order: asNumber(body.order, nextOrder(companyRows(ctx.db.assetTypes, ctx))),
  }),
  validate: (row, _ctx, others) => typeRules(row, others),
  beforeDelete: (row, ctx, deleting) =>
    refuseLastOrUsed(row, deleting, ctx.db.assetTypes, ctx.db.assets.some((a) => a.assetType.publicId === row.publicId), 'Asset type'),
  afterWrite: (row, ctx, kind) => {
    if (kind === 'update') ctx.db.assets.filter((a) => a.assetType.publicId === row.publicId).forEach((a) => (a.assetType.name = row.name));
  },
};

const assets: Resource<Asset> = {
  listRel: 'AssetList', path: '/assets', idPrefix: 'as', table: (db) => db.assets, defaultOrder: 'name',
  write: ['MANAGE_ASSET_TYPES'], readOnly: ['created'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), serialNumber: asString(body.serialNumber),
    assetType: refIn(companyRows(ctx.db.assetTypes, ctx), body.assetType, 'assetType'), agent: null, created: new Date().toISOString(),
  }),
  validate: (row, ctx) => {
    requireText(row.name, 'name', 255);
    row.assetType = refIn(companyRows(ctx.db.assetTypes, ctx), row.assetType, 'assetType');
  },
  afterWrite: (row, ctx, kind) => {
    for (const agent of ctx.db.agents) {
      if (kind === 'delete') agent.assets = agent.assets.filter((a) => a.publicId !== row.publicId);
      else agent.assets.filter((a) => a.publicId === row.publicId).forEach((a) => (a.name = row.name));
    }
    for (const request of ctx.db.accessRequests) {
      if (request.asset?.publicId !== row.publicId) continue;
      if (kind === 'delete') request.asset = null;
      else request.asset.name = row.name;
    }
  },
};

export const groupRoutes: Route[] = [...crudRoutes(groupTypes), ...crudRoutes(groups), ...crudRoutes(assetTypes), ...crudRoutes(assets)];
