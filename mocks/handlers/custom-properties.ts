import type { CustomProperty, Db } from '../db/types';
import { asString, crudRoutes, requireText, requireUnique, type Resource } from './crud';
import { sameResourceType } from './custom-values';
import { ApiError, isRecord, sessionOf, type Ctx, type Route } from './http';

/**
 * Custom properties (docs/API.md, Custom fields): CustomPropertyList reads the company's own (`scopeType: com`)
 * and the platform's (any other scope, seen by every company); MyCompanyCustomPropertyList / MyCompanyCustomProperty
 * write only the company's own.
 */

const RESOURCE_TYPES: readonly string[] = ['Agent', 'Asset', 'User'];
const SLUG = /^[A-Z][A-Za-z0-9]*$/;

const invalid = (propertyName: string, message = 'Invalid value'): ApiError =>
  new ApiError(400, [{ message, propertyName }]);
const isBound = (value: unknown): value is number | null | undefined =>
  value == null || (typeof value === 'number' && Number.isInteger(value));
const isLength = (value: unknown): boolean => isBound(value) && (value == null || value >= 0);

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** The validation object of docs/API.md: a known type and, per type, sound options; returns it normalised (absent options null). */
export function checkValidation(value: unknown): CustomProperty['validation'] {
  if (!isRecord(value)) throw new ApiError(400, [{ message: 'Required property', propertyName: 'validation' }]);
  const bad = (option: string): ApiError => invalid(`validation.${option}`);
  switch (value.type) {
    case 'bool':
    case 'datetime':
    case 'emailaddress':
    case 'locale':
    case 'timezone':
    case 'url':
      return { type: value.type };
    case 'enum': {
      const options = value.options;
      if (
        !Array.isArray(options) ||
        options.length === 0 ||
        !options.every((o) => typeof o === 'string' && o.trim() !== '')
      )
        throw bad('options');
      if (new Set(options).size !== options.length)
        throw new ApiError(409, [{ message: 'Duplicate', propertyName: 'validation.options' }]);
      return { type: 'enum', options: options as string[] };
    }
    case 'int': {
      const { minValue, maxValue } = value;
      if (!isBound(minValue)) throw bad('minValue');
      if (!isBound(maxValue) || (minValue != null && maxValue != null && maxValue < minValue)) throw bad('maxValue');
      return { type: 'int', minValue: minValue ?? null, maxValue: maxValue ?? null };
    }
    case 'str': {
      const { minLength, maxLength, regex } = value;
      if (!isLength(minLength)) throw bad('minLength');
      if (
        !isLength(maxLength) ||
        (typeof minLength === 'number' && typeof maxLength === 'number' && maxLength < minLength)
      )
        throw bad('maxLength');
      if (regex != null && (typeof regex !== 'string' || !compiles(regex))) throw bad('regex');
      return {
        type: 'str',
        minLength: (minLength as number | null) ?? null,
        maxLength: (maxLength as number | null) ?? null,
        regex: regex ?? null,
      };
    }
    default:
      throw bad('type');
  }
}

const table = (db: Db): CustomProperty[] => db.customProperties;
const isOwn = (row: CustomProperty, ctx: Ctx): boolean =>
  row.scopeType === 'com' && row._companyId === sessionOf(ctx).companyId;

const customProperties: Resource<CustomProperty> = {
  listRel: 'CustomPropertyList',
  itemRel: 'CustomProperty',
  path: '/custom-properties',
  idPrefix: 'cp',
  table,
  defaultOrder: 'name',
  listMethods: ['GET'],
  itemMethods: ['GET'],
  scope: (row, ctx) => row.scopeType !== 'com' || isOwn(row, ctx),
};

const myCustomProperties: Resource<CustomProperty> = {
  listRel: 'MyCompanyCustomPropertyList',
  itemRel: 'MyCompanyCustomProperty',
  path: '/companies/me/custom-properties',
  idPrefix: 'cp',
  table,
  defaultOrder: 'name',
  listMethods: ['POST', 'PATCH', 'DELETE'],
  itemMethods: ['PATCH', 'DELETE'],
  write: ['MANAGE_CUSTOM_FIELDS'],
  // A platform property is not the company's: 404 on a write, as for another company's.
  scope: isOwn,
  readOnly: ['slug', 'resourceType', 'resourceVariant'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    scopeType: 'com',
    resourceType: asString(body.resourceType),
    resourceVariant: typeof body.resourceVariant === 'string' ? body.resourceVariant : null,
    slug: asString(body.slug),
    name: asString(body.name),
    description: typeof body.description === 'string' ? body.description : null,
    required: body.required === true,
    validation: body.validation as CustomProperty['validation'],
    flags: Array.isArray(body.flags) ? body.flags.filter((f) => typeof f === 'string') : [],
  }),
  validate: (row, ctx) => {
    if (!RESOURCE_TYPES.some((type) => sameResourceType(type, row.resourceType))) throw invalid('resourceType');
    requireText(row.slug, 'slug', 29);
    if (!SLUG.test(row.slug)) throw invalid('slug', 'Value does not match regex expression');
    // Slugs are unique per resource type among what the company sees (its own and the platform's).
    const sameType = ctx.db.customProperties.filter(
      (r) =>
        r !== row &&
        r.publicId !== row.publicId &&
        sameResourceType(r.resourceType, row.resourceType) &&
        (r.scopeType !== 'com' || isOwn(r, ctx)),
    );
    requireUnique(sameType, row.slug, (r) => r.slug, 'slug', 'Slug already in use');
    requireText(row.name, 'name', 255);
    row.validation = checkValidation(row.validation);
  },
};

export const customPropertyRoutes: Route[] = [...crudRoutes(customProperties), ...crudRoutes(myCustomProperties)];
