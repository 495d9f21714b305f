import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/names';
import { patternRisk, type PatternRisk } from './pattern-safety';
import { RESOURCE_TYPES, resourceTypeOf, type CustomProperty, type ResourceType } from './schemas';
import { VALIDATION_TYPES, type ValidationType } from './validation';
import '../catalogue';

/** MyCompanyCustomPropertyList POST: a slug of 1 to 29 characters in PascalCase (docs/API.md). */
export const SLUG_MAX_LENGTH = 29;
export const SLUG_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

/** The form's validation type: a known one, or `other` for a type the platform has and this portal does not (kept unchanged). */
export type ValidationChoice = ValidationType | 'other';

export interface CustomFieldFormValues {
  resourceType: ResourceType | '';
  slug: string;
  name: string;
  description: string;
  required: boolean;
  validationType: ValidationChoice;
  /** enum: one option per line. */
  options: string;
  /** int: whole numbers, empty for no bound. */
  minValue: string;
  maxValue: string;
  /** str: lengths (0 or more, empty for no bound) and a regular expression (empty for none). */
  minLength: string;
  maxLength: string;
  regex: string;
}

/** A slug suggested from a name: its words (diacritics dropped) each with a capital, no leading digits, at most 29 characters. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .replace(/^[0-9]+/, '')
    .slice(0, SLUG_MAX_LENGTH);
}

/** Enum options as typed: one per line, trimmed, blank lines ignored. */
export const optionsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const WHOLE = /^-?\d+$/;
const COUNT = /^\d+$/;
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const KEY = 'customFields.validation';

const REGEX_RISK_MESSAGES: Record<PatternRisk, string> = {
  nested: 'REGEX_NESTED',
  backreference: 'REGEX_BACKREFERENCE',
  complex: 'REGEX_TOO_COMPLEX',
};

interface SchemaOptions {
  editing: boolean;
  /** Slugs already used, by resource type (the one being edited left out). */
  takenSlugs: (resourceType: ResourceType) => readonly string[];
}

/**
 * The custom field form: resource type, slug (PascalCase, 1..29, unused for that resource) and name required; the
 * validation type's options checked as they would be by the platform (whole numbers, min ≤ max, lengths of 0 or more,
 * a regular expression that compiles, at least one option and none twice), and a regular expression that can be checked
 * quickly as people type. Slug and resource type are fixed once created.
 */
export function customFieldFormSchema({ editing, takenSlugs }: SchemaOptions) {
  return z
    .object({
      resourceType: z.enum(['', ...RESOURCE_TYPES]),
      slug: z.string().trim(),
      name: z.string().trim().min(1, `${KEY}.REQUIRED`).max(NAME_MAX_LENGTH, `${KEY}.NAME_TOO_LONG`),
      description: z.string().trim(),
      required: z.boolean(),
      validationType: z.enum([...VALIDATION_TYPES, 'other']),
      options: z.string(),
      minValue: z.string(),
      maxValue: z.string(),
      minLength: z.string(),
      maxLength: z.string(),
      regex: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof CustomFieldFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message: `${KEY}.${message}` });
      if (!editing) {
        if (values.resourceType === '') issue('resourceType', 'RESOURCE_TYPE_REQUIRED');
        if (values.slug === '') issue('slug', 'REQUIRED');
        else if (values.slug.length > SLUG_MAX_LENGTH) issue('slug', 'SLUG_TOO_LONG');
        else if (!SLUG_PATTERN.test(values.slug)) issue('slug', 'SLUG_PATTERN');
        else if (values.resourceType !== '' && takenSlugs(values.resourceType).includes(values.slug))
          issue('slug', 'SLUG_TAKEN');
      }
      if (values.validationType === 'enum') {
        const options = optionsOf(values.options);
        if (options.length === 0) issue('options', 'OPTIONS_REQUIRED');
        else if (new Set(options).size !== options.length) issue('options', 'OPTIONS_DUPLICATE');
      }
      if (values.validationType === 'int') {
        const min = values.minValue.trim();
        const max = values.maxValue.trim();
        if (min !== '' && !WHOLE.test(min)) issue('minValue', 'WHOLE_NUMBER');
        if (max !== '' && !WHOLE.test(max)) issue('maxValue', 'WHOLE_NUMBER');
        else if (WHOLE.test(min) && WHOLE.test(max) && Number(max) < Number(min)) issue('maxValue', 'MAX_BELOW_MIN');
      }
      if (values.validationType === 'str') {
        const min = values.minLength.trim();
        const max = values.maxLength.trim();
        if (min !== '' && !COUNT.test(min)) issue('minLength', 'COUNT');
        if (max !== '' && !COUNT.test(max)) issue('maxLength', 'COUNT');
        else if (COUNT.test(min) && COUNT.test(max) && Number(max) < Number(min)) issue('maxLength', 'MAX_BELOW_MIN');
        if (values.regex !== '' && !compiles(values.regex)) issue('regex', 'REGEX_INVALID');
        else if (values.regex !== '') {
          // A pattern the value inputs would not run as people type (it could freeze their page) is refused here, so
          // every pattern written in the portal is one that is checked.
          const risk = patternRisk(values.regex);
          if (risk) issue('regex', REGEX_RISK_MESSAGES[risk]);
        }
      }
    });
}

/** The validation object the platform takes: the type and its options, an unset option as null (the whole object replaces the stored one). */
export function validationBody(values: CustomFieldFormValues) {
  switch (values.validationType) {
    case 'enum':
      return { type: 'enum', options: optionsOf(values.options) };
    case 'int':
      return { type: 'int', minValue: numberOrNull(values.minValue), maxValue: numberOrNull(values.maxValue) };
    case 'str':
      return {
        type: 'str',
        minLength: numberOrNull(values.minLength),
        maxLength: numberOrNull(values.maxLength),
        regex: values.regex === '' ? null : values.regex,
      };
    default:
      return { type: values.validationType };
  }
}

const common = (values: CustomFieldFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  required: values.required,
  // A type this portal does not know is left as it is.
  ...(values.validationType === 'other' ? {} : { validation: validationBody(values) }),
});

/** MyCompanyCustomPropertyList POST. */
export const createBody = (values: CustomFieldFormValues) => ({
  resourceType: values.resourceType,
  slug: values.slug.trim(),
  ...common(values),
});

/** MyCompanyCustomProperty PATCH: never the slug or the resource type. */
export const updateBody = (values: CustomFieldFormValues) => common(values);

const text = (value: number | null): string => (value === null ? '' : String(value));

export function formValuesOf(property: CustomProperty | undefined): CustomFieldFormValues {
  const validation = property?.validation;
  return {
    resourceType: property ? (resourceTypeOf(property) ?? '') : '',
    slug: property?.slug ?? '',
    name: property?.name ?? '',
    description: property?.description ?? '',
    required: property?.required ?? false,
    validationType: validation?.type ?? 'str',
    options: validation?.type === 'enum' ? validation.options.join('\n') : '',
    minValue: validation?.type === 'int' ? text(validation.minValue) : '',
    maxValue: validation?.type === 'int' ? text(validation.maxValue) : '',
    minLength: validation?.type === 'str' ? text(validation.minLength) : '',
    maxLength: validation?.type === 'str' ? text(validation.maxLength) : '',
    regex: validation?.type === 'str' ? (validation.regex ?? '') : '',
  };
}
