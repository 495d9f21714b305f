/**
 * Base types of the mock database. Fields starting with `_` are internal (scoping, secrets) and never
 * leave the mock: the generic view strips them, and write bodies cannot set them.
 */

// The one list of permission ids is the app's; the mock speaks the same contract.
export { PERMISSION_IDS, type PermissionId } from '@/features/session/model/permissions';

export interface Ref {
  publicId: string;
  name: string;
}

export interface Entity {
  publicId: string;
}

/** Rows owned by one company carry its publicId. */
export interface CompanyScoped extends Entity {
  _companyId: string;
}
