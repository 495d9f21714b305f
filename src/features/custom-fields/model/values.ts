import { canCheckPattern } from './pattern-safety';
import { isOwn, isResourceType, type CustomProperty, type ResourceType } from './schemas';
import type { Validation } from './validation';
import type { CustomValues, WireValue } from './wire-values';

/** Custom field values as the forms hold them (text, since inputs hold text) and the rules each is checked by. */
export { readCustomValues, type CustomValues, type WireValue } from './wire-values';

/** Why a value is refused before any call; keys of the customFields.values.errors branch. */
export type ValueError =
  | 'required'
  | 'notWhole'
  | 'below'
  | 'above'
  | 'tooShort'
  | 'tooLong'
  | 'pattern'
  | 'choice'
  | 'email'
  | 'url'
  | 'locale'
  | 'timeZone'
  | 'dateTime';
export interface ValueProblem {
  error: ValueError;
  /** The bound or option the message names. */
  limit?: number | string;
}

/**
 * The fields of one kind of resource, in the list's order, whatever the case of their `resourceType`. A field that names
 * an asset type (`resourceVariant`, the platform's digest) applies to assets of that type only.
 */
export function fieldsFor(
  properties: readonly CustomProperty[],
  resourceType: ResourceType,
  resourceVariant?: string | null,
): CustomProperty[] {
  return properties.filter(
    (property) =>
      isResourceType(property.resourceType, resourceType) &&
      (!property.resourceVariant || property.resourceVariant === resourceVariant),
  );
}

/** Platform-scoped fields and those of a type this portal does not know are shown, never edited. */
export const isEditable = (property: CustomProperty): boolean =>
  isOwn(property) && property.validation.type !== 'other';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1 && /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(value);
  } catch {
    return false;
  }
}

function isTimeZoneName(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function regexOf(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** The field's own rule applied to what was typed or chosen ('' is no value); null when the value is fine. */
export function checkValue(
  property: Pick<CustomProperty, 'required' | 'validation'>,
  input: string,
): ValueProblem | null {
  const value = input.trim();
  if (value === '') return property.required ? { error: 'required' } : null;
  const validation: Validation = property.validation;
  switch (validation.type) {
    case 'int': {
      if (!/^-?\d+$/.test(value)) return { error: 'notWhole' };
      const number = Number(value);
      if (validation.minValue !== null && number < validation.minValue)
        return { error: 'below', limit: validation.minValue };
      if (validation.maxValue !== null && number > validation.maxValue)
        return { error: 'above', limit: validation.maxValue };
      return null;
    }
    case 'str': {
      const length = [...input].length;
      if (validation.minLength !== null && length < validation.minLength)
        return { error: 'tooShort', limit: validation.minLength };
      if (validation.maxLength !== null && length > validation.maxLength)
        return { error: 'tooLong', limit: validation.maxLength };
      // A pattern that could take long on this value (model/pattern-safety) is not run: the value passes here, and the
      // platform, which checks it against the pattern on save, says at the field if it does not match. The person typing
      // cannot change the pattern, so a message that it cannot be checked would give them nothing to do.
      const pattern =
        validation.regex && canCheckPattern(validation.regex, input.length) ? regexOf(validation.regex) : null;
      if (pattern && !pattern.test(input)) return { error: 'pattern', limit: validation.regex ?? '' };
      return null;
    }
    case 'enum':
      return validation.options.includes(value) ? null : { error: 'choice' };
    case 'bool':
      return value === 'true' || value === 'false' ? null : { error: 'choice' };
    case 'emailaddress':
      return EMAIL.test(value) ? null : { error: 'email' };
    case 'url':
      return isUrl(value) ? null : { error: 'url' };
    case 'locale':
      return isLocale(value) ? null : { error: 'locale' };
    case 'timezone':
      return isTimeZoneName(value) ? null : { error: 'timeZone' };
    case 'datetime':
      return Number.isNaN(Date.parse(value)) ? { error: 'dateTime' } : null;
    default:
      return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored date-time as a date-time input holds it (local time, minutes). */
function localDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A stored value as its input holds it: text; booleans 'true'/'false'; nothing ''. */
export function inputOf(property: Pick<CustomProperty, 'validation'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (property.validation.type === 'datetime' && typeof value === 'string') return localDateTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What the platform stores for an input (checked first): a boolean, a whole number, an ISO date-time or text; null for none. */
export function wireOf(property: Pick<CustomProperty, 'validation'>, input: string): WireValue {
  const value = input.trim();
  if (value === '') return null;
  switch (property.validation.type) {
    case 'bool':
      return value === 'true';
    case 'int':
      return Number(value);
    case 'datetime':
      return new Date(value).toISOString();
    case 'str':
      return input;
    default:
      return value;
  }
}

/** The inputs of the editable fields, from the stored values. */
export function inputsOf(
  properties: readonly CustomProperty[],
  stored: CustomValues | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    properties.filter(isEditable).map((property) => [property.slug, inputOf(property, stored?.[property.slug])]),
  );
}

/**
 * The `custom` of a PATCH: only the fields whose value changed (null clears one), so fields this person cannot edit,
 * and values others changed meanwhile, are left as they are. Undefined when nothing changed.
 */
export function customPatch(
  properties: readonly CustomProperty[],
  stored: CustomValues | null | undefined,
  inputs: Record<string, string>,
): Record<string, WireValue> | undefined {
  const changed = properties
    .filter(isEditable)
    .filter((property) => (inputs[property.slug] ?? '') !== inputOf(property, stored?.[property.slug]))
    .map((property) => [property.slug, wireOf(property, inputs[property.slug] ?? '')] as const);
  return changed.length > 0 ? Object.fromEntries(changed) : undefined;
}

/** The form field a server refusal names (`custom.Slug`, `custom[Slug]` or the slug alone), if it is one of these fields. */
export function slugOfServerField(properties: readonly CustomProperty[], propertyName: string): string | undefined {
  const match = /^custom(?:\.|\[)?([^\]]*)\]?$/.exec(propertyName);
  const candidate = match ? match[1] : propertyName;
  return properties.find((property) => property.slug === candidate)?.slug;
}
