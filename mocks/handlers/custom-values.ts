import type { CustomProperty } from '../db/types';
import { ApiError, isRecord, sessionOf, type Ctx } from './http';

/**
 * The `custom` of a device, asset or user written through a PATCH: only the keys sent change (null clears one), each
 * checked against its custom property's validation. An unknown slug, a platform property (not the company's) or a
 * value that breaks the rule is a 400 naming `custom.<slug>`.
 */

/** The platform types `resourceType` as a free string: `agent` and `Agent` name the same resources. */
export const sameResourceType = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

const refuse = (slug: string, message: string): ApiError =>
  new ApiError(400, [{ message, propertyName: `custom.${slug}` }]);

function validUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function validTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Why a value breaks the property's rule, or null. */
export function customValueProblem(validation: CustomProperty['validation'], value: unknown): string | null {
  switch (validation.type) {
    case 'bool':
      return typeof value === 'boolean' ? null : 'Expected a boolean';
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'Expected an integer';
      if (validation.minValue !== null && value < validation.minValue)
        return `Value must be at least ${validation.minValue}`;
      if (validation.maxValue !== null && value > validation.maxValue)
        return `Value must be at most ${validation.maxValue}`;
      return null;
    case 'str':
      if (typeof value !== 'string') return 'Expected a string';
      if (validation.minLength !== null && [...value].length < validation.minLength)
        return `Value must be at least ${validation.minLength} characters`;
      if (validation.maxLength !== null && [...value].length > validation.maxLength)
        return `Value must be at most ${validation.maxLength} characters`;
      if (validation.regex !== null && !new RegExp(validation.regex, 'u').test(value))
        return 'Value does not match regex expression';
      return null;
    case 'enum':
      return typeof value === 'string' && validation.options.includes(value) ? null : 'Value is not one of the options';
    case 'emailaddress':
      return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Invalid e-mail address';
    case 'url':
      return typeof value === 'string' && validUrl(value) ? null : 'Invalid URL';
    case 'locale':
      return typeof value === 'string' && /^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/i.test(value) ? null : 'Invalid locale';
    case 'timezone':
      return typeof value === 'string' && validTimeZone(value) ? null : 'Invalid time zone';
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /T/.test(value)
        ? null
        : 'Invalid date-time';
    default:
      return null;
  }
}

/** The stored `custom` with a PATCH's `custom` applied, or a 400. */
export function mergeCustomValues(
  ctx: Ctx,
  resourceType: 'Agent' | 'Asset' | 'User',
  stored: Record<string, unknown> | undefined,
  sent: unknown,
): Record<string, unknown> {
  if (!isRecord(sent)) throw new ApiError(400, [{ message: 'Expected an object', propertyName: 'custom' }]);
  const { companyId } = sessionOf(ctx);
  const properties = ctx.db.customProperties.filter(
    (p) => sameResourceType(p.resourceType, resourceType) && (p.scopeType !== 'com' || p._companyId === companyId),
  );
  const next = { ...(stored ?? {}) };
  for (const [slug, value] of Object.entries(sent)) {
    const property = properties.find((p) => p.slug === slug);
    if (!property) throw refuse(slug, 'Unknown custom property');
    if (property.scopeType !== 'com') throw refuse(slug, 'Read-only property');
    if (value === null) {
      if (property.required) throw refuse(slug, 'Required property');
      delete next[slug];
      continue;
    }
    const problem = customValueProblem(property.validation, value);
    if (problem) throw refuse(slug, problem);
    next[slug] = value;
  }
  return next;
}
