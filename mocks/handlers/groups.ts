import { typeRef } from '../db/seed-devices';
import type { Asset, AssetType, Group, GroupType, Ref } from '../db/types';
import { mergeCustomValues } from './custom-values';
import { asNumber, asString, crudRoutes, nextOrder, requireText, requireUnique, type Resource } from './crud';
import { ApiError, conflict, isRecord, sessionOf, type Ctx, type Route } from './http';

/** Group types, groups, asset types and assets, with the platform's fields (docs/API.md): a group's type is `type`. */

const COLOR = /^#[0-9a-f]{6}$/i;

/** An asset's type from a body's `resourceVariant{publicId}`: one of the company's asset types, or a 400. */
const variantIn = (ctx: Ctx, value: unknown): NonNullable<Asset['resourceVariant']> => {
  const id = isRecord(value) ? value.publicId : undefined;
  const type = companyRows(ctx.db.assetTypes, ctx).find((t) => t.publicId === id);
  if (!type) throw new ApiError(400, [{ message: 'Required property', propertyName: 'resourceVariant' }]);
  return { publicId: type.publicId, name: type.name, order: type.order };
};

const companyRows = <T extends { _companyId: string }>(rows: T[], ctx: Ctx): T[] =>
  rows.filter((r) => r._companyId === sessionOf(ctx).companyId);

/** Shared rules of the two ordered type lists (section 5): name required, max 255, unique; order a number. */
function typeRules<E extends GroupType | AssetType>(row: E, others: E[]): void {
  requireText(row.name, 'name', 255);
  requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
  if (typeof row.order !== 'number' || !Number.isFinite(row.order))
    throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'order' }]);
}

function refuseLastOrUsed<E extends { _companyId: string; publicId: string }>(
  row: E,
  deleting: readonly E[],
  all: E[],
  inUse: boolean,
  noun: string,
): void {
  if (inUse) throw conflict(`${noun} is in use`);
  const remaining = all.filter((r) => r._companyId === row._companyId && !deleting.includes(r));
  if (remaining.length === 0) throw conflict(`Cannot delete the last ${noun.toLowerCase()}`);
}

const customOf = (value: unknown): GroupType['custom'] => (isRecord(value) ? value : {});

const groupTypes: Resource<GroupType> = {
  listRel: 'GroupTypeList',
  path: '/group-types',
  idPrefix: 'gt',
  table: (db) => db.groupTypes,
  defaultOrder: 'order',
  write: ['MANAGE_GROUP_TYPES'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: asString(body.name),
    color: body.color === null ? null : asString(body.color, '#9e9e9e'),
    order: asNumber(body.order, nextOrder(companyRows(ctx.db.groupTypes, ctx))),
    description: typeof body.description === 'string' ? body.description : null,
    custom: customOf(body.custom),
  }),
  validate: (row, _ctx, others) => {
    typeRules(row, others);
    if (row.color !== null && (typeof row.color !== 'string' || !COLOR.test(row.color)))
      throw new ApiError(400, [{ message: 'Invalid colour', propertyName: 'color' }]);
    row.custom = customOf(row.custom);
  },
  beforeDelete: (row, ctx, deleting) =>
    refuseLastOrUsed(
      row,
      deleting,
      ctx.db.groupTypes,
      ctx.db.groups.some((g) => g.type?.publicId === row.publicId),
      'Group type',
    ),
  afterWrite: (row, ctx, kind) => {
    if (kind === 'update')
      ctx.db.groups.filter((g) => g.type?.publicId === row.publicId).forEach((g) => (g.type = typeRef(row)));
  },
};

const groupRef = (ctx: Ctx, value: unknown, propertyName: string, except?: string): Ref | null => {
  if (value === undefined || value === null) return null;
  const id = isRecord(value) ? value.publicId : undefined;
  const group = companyRows(ctx.db.groups, ctx).find((g) => g.publicId === id && g.publicId !== except);
  if (!group) throw new ApiError(400, [{ message: 'Invalid value', propertyName }]);
  return { publicId: group.publicId, name: group.name };
};

const groups: Resource<Group> = {
  listRel: 'GroupList',
  path: '/groups',
  idPrefix: 'g',
  table: (db) => db.groups,
  defaultOrder: 'name',
  write: ['MANAGE_GROUPS', 'MANAGE_SUBGROUPS'],
  readOnly: ['isCompanyGroup', 'agent', 'asset'],
  create: (body, ctx, publicId) => {
    const type = companyRows(ctx.db.groupTypes, ctx).find(
      (t) => isRecord(body.type) && t.publicId === body.type.publicId,
    );
    if (!type) throw new ApiError(400, [{ message: 'Required property', propertyName: 'type' }]);
    return {
      publicId,
      _companyId: sessionOf(ctx).companyId,
      name: asString(body.name),
      type: typeRef(type),
      parent: groupRef(ctx, body.parent, 'parent'),
      isCompanyGroup: false,
      agent: null,
      asset: null,
      custom: isRecord(body.custom) ? body.custom : {},
    };
  },
  validate: (row, ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
    if (!row.isCompanyGroup) {
      const type = companyRows(ctx.db.groupTypes, ctx).find((t) => t.publicId === row.type?.publicId);
      if (!type) throw new ApiError(400, [{ message: 'Required property', propertyName: 'type' }]);
      row.type = typeRef(type);
    }
    row.parent = groupRef(ctx, row.parent, 'parent', row.publicId);
  },
  beforeDelete: (row) => {
    if (row.isCompanyGroup) throw conflict('The company group cannot be deleted');
  },
  afterWrite: (row, ctx, kind) => {
    if (kind === 'delete') {
      // Its memberships go with it: people and devices stay in the company but leave the group.
      ctx.db.memberships = ctx.db.memberships.filter((m) => m.group.publicId !== row.publicId);
      for (const agent of ctx.db.agents)
        agent.memberships = agent.memberships.filter((m) => m.group.publicId !== row.publicId);
      for (const asset of ctx.db.assets)
        asset.memberships = asset.memberships.filter((m) => m.group.publicId !== row.publicId);
      ctx.db.groups.filter((g) => g.parent?.publicId === row.publicId).forEach((g) => (g.parent = null));
    } else
      ctx.db.groups
        .filter((g) => g.parent?.publicId === row.publicId)
        .forEach((g) => g.parent && (g.parent.name = row.name));
  },
};

const assetTypes: Resource<AssetType> = {
  listRel: 'AssetTypeList',
  path: '/asset-types',
  idPrefix: 'at',
  table: (db) => db.assetTypes,
  defaultOrder: 'order',
  write: ['MANAGE_ASSET_TYPES'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: asString(body.name),
    order: asNumber(body.order, nextOrder(companyRows(ctx.db.assetTypes, ctx))),
  }),
  validate: (row, _ctx, others) => typeRules(row, others),
  beforeDelete: (row, ctx, deleting) =>
    refuseLastOrUsed(
      row,
      deleting,
      ctx.db.assetTypes,
      ctx.db.assets.some((a) => a.resourceVariant?.publicId === row.publicId),
      'Asset type',
    ),
  afterWrite: (row, ctx, kind) => {
    if (kind === 'update') {
      for (const asset of ctx.db.assets) {
        if (asset.resourceVariant?.publicId === row.publicId)
          asset.resourceVariant = { publicId: row.publicId, name: row.name, order: row.order };
      }
    }
  },
};

/**
 * An asset's device from a PATCH body's `agent{publicId}`: one of the company's agents, or null (the link removed), or a 400 on
 * `agent`. The platform's POST body has no `agent`, so a create naming one is refused as an unknown property (strict.ts).
 */
const agentIn = (ctx: Ctx, value: unknown): Asset['agent'] => {
  if (value === null || value === undefined) return null;
  const id = isRecord(value) ? value.publicId : undefined;
  const agent = companyRows(ctx.db.agents, ctx).find((a) => a.publicId === id);
  if (!agent) throw new ApiError(400, [{ message: 'Agent not found', propertyName: 'agent' }]);
  return { publicId: agent.publicId };
};

/** Keeps every agent's `assets` in step with the asset: listed (with its name) on the agent it is linked to, on no other. */
function syncAgentAssets(row: Asset, ctx: Ctx, kind: 'create' | 'update' | 'delete'): void {
  const linkedTo = kind === 'delete' ? null : (row.agent?.publicId ?? null);
  for (const agent of ctx.db.agents) {
    const held = agent.assets.find((a) => a.publicId === row.publicId);
    if (agent.publicId !== linkedTo) {
      if (held) agent.assets = agent.assets.filter((a) => a !== held);
    } else if (held) held.name = row.name;
    else agent.assets.push({ publicId: row.publicId, name: row.name });
  }
}

const assets: Resource<Asset> = {
  listRel: 'AssetList',
  path: '/assets',
  idPrefix: 'as',
  table: (db) => db.assets,
  defaultOrder: 'name',
  // Created without a device (the platform's POST body has no `agent`); linked, moved or unlinked by PATCH `agent`.
  write: ['MANAGE_ASSET_TYPES'],
  readOnly: ['memberships'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: asString(body.name),
    resourceVariant: variantIn(ctx, body.resourceVariant),
    agent: null,
    memberships: [],
    custom: body.custom === undefined ? {} : mergeCustomValues(ctx, 'Asset', {}, body.custom),
  }),
  patch: (row, changes, ctx) =>
    'custom' in changes ? { ...changes, custom: mergeCustomValues(ctx, 'Asset', row.custom, changes.custom) } : changes,
  validate: (row, ctx) => {
    requireText(row.name, 'name', 255);
    row.resourceVariant = variantIn(ctx, row.resourceVariant);
    row.agent = agentIn(ctx, row.agent);
  },
  afterWrite: (row, ctx, kind) => {
    syncAgentAssets(row, ctx, kind);
    for (const request of ctx.db.accessRequests) {
      if (request._asset?.publicId !== row.publicId) continue;
      if (kind === 'delete') request._asset = null;
      else request._asset.name = row.name;
    }
  },
};

export const groupRoutes: Route[] = [
  ...crudRoutes(groupTypes),
  ...crudRoutes(groups),
  ...crudRoutes(assetTypes),
  ...crudRoutes(assets),
];
