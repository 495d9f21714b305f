import * as v from '@/lib/validate';
import { baseApi, filter } from '@/api';

/**
 * What the portal reads to know whether the selected company requires two-factor or single sign-on of the person:
 * their memberships' roles there, and the identity providers (no bearer). A failed read (403: the person may not read
 * roles) means no requirement, so these reads are quiet.
 */

const providerSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  logo: v.nullish(v.string()),
  companies: v.nullish(v.array(v.object({ publicId: v.string() }))),
});
export type SsoIdentityProvider = v.Infer<typeof providerSchema>;

const membershipRolesSchema = v.array(v.object({ role: v.nullish(v.object({ publicId: v.string() })) }));
const enforcingRoleSchema = v.object({
  publicId: v.string(),
  enforceSso: v.nullish(v.boolean()),
  enforce2fa: v.nullish(v.boolean()),
});
export type EnforcingRoleRow = v.Infer<typeof enforcingRoleSchema>;

export const requirementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ssoIdentityProviders: build.query<SsoIdentityProvider[], void>({
      query: () => ({
        rel: 'SsoIdentityProviderList',
        query: { fields: ['companies', 'logo', 'name', 'publicId'], pageSize: 4000 },
        quiet: true,
      }),
      rawResponseSchema: v.array(providerSchema),
    }),
    /** The role ids of the person's memberships in the selected company (Api-Company). */
    myMembershipRoleIds: build.query<string[], { userId: string; companyId: string }>({
      query: ({ userId }) => ({
        rel: 'UserMembershipList',
        query: { fields: ['role.publicId'], filters: [filter.eq('user.publicId', userId)], pageSize: 4000 },
        quiet: true,
      }),
      rawResponseSchema: membershipRolesSchema,
      transformResponse: (rows: v.Infer<typeof membershipRolesSchema>) => [
        ...new Set(rows.flatMap((row) => (row.role ? [row.role.publicId] : []))),
      ],
      providesTags: ['Membership'],
    }),
    enforcingRoles: build.query<EnforcingRoleRow[], { roleIds: string[]; companyId: string }>({
      query: ({ roleIds }) => ({
        rel: 'RoleList',
        query: {
          fields: ['publicId', 'enforceSso', 'enforce2fa'],
          filters: [filter.in('publicId', roleIds)],
          pageSize: 4000,
        },
        quiet: true,
      }),
      rawResponseSchema: v.array(enforcingRoleSchema),
      providesTags: ['Role'],
    }),
  }),
});

export const { useSsoIdentityProvidersQuery, useMyMembershipRoleIdsQuery, useEnforcingRolesQuery } = requirementsApi;
