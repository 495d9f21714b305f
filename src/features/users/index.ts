export { usersApi, useCompanyGroupsQuery } from './api';
export type { CompanyGroup, Membership, User } from './model/schemas';
