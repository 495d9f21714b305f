import type { Agent, Asset, Db } from '../db/types';
import { agentVisible } from './agents';
import { atItem, bodyItems, defaultScope, itemResponse, listResponse } from './crud';
import {
  ApiError,
  createdAnswer,
  emptyAnswer,
  isRecord,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import type { Row } from './query';

/**
 * AgentMembershipList / AgentMembership and AssetMembershipList / AssetMembership: a device's or an asset's membership
 * of a group, as the platform's OpenAPI has them (`{publicId, agent|asset{publicId}, group{publicId}}`). The mock keeps
 * them where the platform's Agent and Asset show them: `agent.memberships` and `asset.memberships`. Reads follow the
 * owner's visibility (a device the caller cannot see shows none of its memberships); writes need MANAGE_GROUPS.
 * PATCH (moving a membership) is not offered: nothing uses it.
 */

type Key = 'agent' | 'asset';
type Owner = Agent | Asset;

interface Family {
  key: Key;
  listRel: string;
  itemRel: string;
  path: string;
  /** The owners the caller may see. */
  owners(ctx: Ctx): Owner[];
}

/** A stable id from the owner and the group (the seed names device memberships so: `am-<agent>-<group>`). */
const stableId = (key: Key, ownerId: string, groupId: string): string =>
  `${key === 'agent' ? 'am' : 'asm'}-${ownerId}-${groupId}`;

interface Found {
  owner: Owner;
  membership: { publicId: string; group: { publicId: string } };
}

/** Every membership of the visible owners; one without a publicId is given its stable one here, once. */
function membershipsOf(family: Family, ctx: Ctx): Found[] {
  return family.owners(ctx).flatMap((owner) =>
    owner.memberships.map((membership) => {
      if (typeof membership.publicId !== 'string' || membership.publicId === '')
        membership.publicId = stableId(family.key, owner.publicId, membership.group.publicId);
      return { owner, membership };
    }),
  );
}

const view = (family: Family, { owner, membership }: Found): Row => ({
  publicId: membership.publicId,
  [family.key]: { publicId: owner.publicId },
  group: { publicId: membership.group.publicId },
});

const refId = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.publicId === 'string' ? value.publicId : undefined;

function find(family: Family, ctx: Ctx, publicId: string): Found {
  const found = membershipsOf(family, ctx).find((f) => f.membership.publicId === publicId);
  if (!found) throw notFound();
  return found;
}

function removeAll(found: readonly Found[]): void {
  for (const { owner, membership } of found) {
    const memberships = owner.memberships as Found['membership'][];
    const index = memberships.indexOf(membership);
    if (index >= 0) memberships.splice(index, 1);
  }
}

/** POST one or many `{agent|asset{publicId}, group{publicId}}`: all or nothing, each fault on its item. */
async function create(family: Family, ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_GROUPS');
  const body = await ctx.body();
  const items = await bodyItems(ctx);
  const { companyId } = sessionOf(ctx);
  const owners = family.owners(ctx);
  const planned: { owner: Owner; groupId: string }[] = [];
  items.forEach((item, index) => {
    const check = () => {
      const ownerId = refId(item[family.key]);
      if (ownerId === undefined) throw new ApiError(400, [{ message: 'Required property', propertyName: family.key }]);
      const owner = owners.find((o) => o.publicId === ownerId);
      if (!owner) throw new ApiError(400, [{ message: 'Invalid value', propertyName: family.key }]);
      const groupId = refId(item.group);
      if (groupId === undefined) throw new ApiError(400, [{ message: 'Required property', propertyName: 'group' }]);
      if (!ctx.db.groups.some((g) => g.publicId === groupId && g._companyId === companyId))
        throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'group' }]);
      const twice = planned.some((p) => p.owner === owner && p.groupId === groupId);
      if (twice || owner.memberships.some((m) => m.group.publicId === groupId))
        throw new ApiError(409, [{ message: 'Already a member of this group', propertyName: family.key }]);
      planned.push({ owner, groupId });
    };
    if (Array.isArray(body)) atItem(index, check);
    else check();
  });
  const ids = planned.map(({ owner, groupId }) => {
    const publicId = stableId(family.key, owner.publicId, groupId);
    if (family.key === 'agent')
      (owner as Agent).memberships.push({
        publicId,
        agent: { publicId: owner.publicId },
        group: { publicId: groupId },
      });
    else (owner as Asset).memberships.push({ publicId, group: { publicId: groupId } });
    return publicId;
  });
  return createdAnswer(Array.isArray(body) ? family.listRel : family.itemRel, ids, Array.isArray(body));
}

function familyRoutes(family: Family): Route[] {
  return [
    ...routesFor(family.listRel, family.path, {
      GET: (ctx) =>
        listResponse(
          family.listRel,
          membershipsOf(family, ctx).map((found) => view(family, found)),
          ctx,
          'publicId',
        ),
      POST: (ctx) => create(family, ctx),
      DELETE: async (ctx) => {
        requirePermission(ctx, 'MANAGE_GROUPS');
        const items = await bodyItems(ctx);
        const found = items.map((item, index) =>
          atItem(index, () => {
            if (typeof item.publicId !== 'string')
              throw new ApiError(400, [{ message: 'Required property', propertyName: 'publicId' }]);
            return find(family, ctx, item.publicId);
          }),
        );
        removeAll(found);
        return emptyAnswer(family.listRel);
      },
    }),
    ...routesFor(family.itemRel, `${family.path}/{publicId}`, {
      GET: (ctx) => itemResponse(family.itemRel, view(family, find(family, ctx, param(ctx, 'publicId'))), ctx),
      DELETE: (ctx) => {
        requirePermission(ctx, 'MANAGE_GROUPS');
        removeAll([find(family, ctx, param(ctx, 'publicId'))]);
        return emptyAnswer(family.itemRel);
      },
    }),
  ];
}

const companyAssets = (db: Db, ctx: Ctx): Asset[] => db.assets.filter((asset) => defaultScope(asset, ctx));

/** Before the agents' and assets' own routes: `memberships` is no agent or asset id. */
export const deviceMembershipRoutes: Route[] = [
  ...familyRoutes({
    key: 'agent',
    listRel: 'AgentMembershipList',
    itemRel: 'AgentMembership',
    path: '/agents/memberships',
    owners: (ctx) => ctx.db.agents.filter((agent) => agentVisible(agent, ctx)),
  }),
  ...familyRoutes({
    key: 'asset',
    listRel: 'AssetMembershipList',
    itemRel: 'AssetMembership',
    path: '/assets/memberships',
    owners: (ctx) => companyAssets(ctx.db, ctx),
  }),
];
