import { baseApi, readAllParsed } from '../../api';
import './catalogue';
import { ROLE_FIELDS, roleSchema, type Role } from './model/schemas';

/** A company has tens of roles, not thousands: the screens that pick one read them all in one page. */
const ROLE_PAGE_SIZE = 500;

export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every role of the selected company, by name. */
    roles: build.query<Role[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(baseQuery, { rel: 'RoleList', query: { fields: ROLE_FIELDS, pageSize: ROLE_PAGE_SIZE, orderBy: 'name' } }, roleSchema),
      providesTags: (result) => [{ type: 'Role', id: 'LIST' }, ...(result ?? []).map((role) => ({ type: 'Role' as const, id: role.publicId }))],
    }),
  }),
});

export const { useRolesQuery } = rolesApi;
