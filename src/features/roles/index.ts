export { useRolesQuery, rolesApi } from './api';
export type { Role } from './model/schemas';
