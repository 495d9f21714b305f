import * as v from '@/lib/validate';
import { baseApi, readAllParsed } from '@/api';
import type { LockoutMembership, LockoutRole } from './model/lockout';

/** The facts as read (plain data, as the store keeps it). */
export interface LockoutFacts {
  roles: LockoutRole[];
  memberships: LockoutMembership[];
  companyGroupIds: string[];
}

const WHOLE_LIST_PAGE_SIZE = 1000;

const ref = v.object({ publicId: v.string() });
const roleSchema = v.object({ publicId: v.string(), permissions: v.withDefault(v.array(ref), []) });
const groupSchema = v.object({ publicId: v.string(), isCompanyGroup: v.withDefault(v.boolean(), false) });
const membershipSchema = v.object({
  publicId: v.string(),
  user: v.nullish(ref),
  group: ref,
  role: v.nullish(ref),
  expiresOn: v.nullish(v.string()),
});

/**
 * What the self-lockout rule needs, read fresh each time a change is about to be made: the roles with their
 * permissions and everyone's current company-wide memberships (those on the company group).
 */
export const lockoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lockoutWorld: build.query<LockoutFacts, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const [roles, groups, memberships] = await Promise.all([
          readAllParsed(
            baseQuery,
            {
              rel: 'RoleList',
              query: { fields: ['publicId', 'permissions.publicId'], pageSize: WHOLE_LIST_PAGE_SIZE },
            },
            roleSchema,
          ),
          readAllParsed(
            baseQuery,
            { rel: 'GroupList', query: { fields: ['publicId', 'isCompanyGroup'], pageSize: WHOLE_LIST_PAGE_SIZE } },
            groupSchema,
          ),
          readAllParsed(
            baseQuery,
            {
              rel: 'UserMembershipList',
              query: {
                fields: ['publicId', 'user.publicId', 'group.publicId', 'role.publicId', 'expiresOn'],
                pageSize: WHOLE_LIST_PAGE_SIZE,
              },
            },
            membershipSchema,
          ),
        ]);
        if ('error' in roles) return roles;
        if ('error' in groups) return groups;
        if ('error' in memberships) return memberships;
        const companyGroups = new Set(
          groups.data.filter((group) => group.isCompanyGroup).map((group) => group.publicId),
        );
        const now = Date.now();
        return {
          data: {
            companyGroupIds: [...companyGroups],
            roles: roles.data.map((role) => ({
              publicId: role.publicId,
              permissions: role.permissions.map((permission) => permission.publicId),
            })),
            memberships: memberships.data.flatMap((m) =>
              m.user && companyGroups.has(m.group.publicId) && (!m.expiresOn || Date.parse(m.expiresOn) > now)
                ? [{ publicId: m.publicId, userId: m.user.publicId, roleId: m.role?.publicId ?? null }]
                : [],
            ),
          },
        };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});
