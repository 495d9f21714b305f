import * as v from '@/lib/validate';
import { readValidation } from './validation';
import '../catalogue';

/** The resources a company's custom property may describe (the platform's, as the mock allows them). */
export const RESOURCE_TYPES = ['Agent', 'Asset', 'User'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A CustomPropertyList item (`fields=*`). `scopeType` (resources.json) tells the company's own (`com`) from the platform's. */
export const customPropertySchema = v.object({
  publicId: v.string(),
  resourceType: v.string(),
  slug: v.string(),
  name: v.string(),
  description: v.withDefault(v.nullable(v.string()), null),
  required: v.withDefault(v.boolean(), false),
  validation: v.transform(v.withDefault(v.unknown(), null), readValidation),
  scopeType: v.withDefault(v.nullable(v.string()), null),
  /** The asset type a field of assets is limited to (the platform's digest); null for every one. */
  resourceVariant: v.fallback(v.nullish(v.string()), null),
});
export type CustomProperty = v.Infer<typeof customPropertySchema>;

/**
 * Only the company's own may be changed (MyCompanyCustomProperty): `scopeType` com. A server that sends no scope is
 * taken at its word that the list is the company's; it refuses a write to anything else anyway.
 */
export const isOwn = (property: CustomProperty): boolean => property.scopeType === null || property.scopeType === 'com';

/**
 * Whether a property's `resourceType` names this kind of resource. The platform types it as a free string and a server
 * may spell it in another case (`agent` for `Agent`): such a field belongs to the same resources, so case is ignored.
 */
export const isResourceType = (value: string, type: ResourceType): boolean =>
  value.toLowerCase() === type.toLowerCase();

export const resourceTypeOf = (property: CustomProperty): ResourceType | undefined =>
  RESOURCE_TYPES.find((type) => isResourceType(property.resourceType, type));
