/**
 * A custom property's validation (docs/API.md, Custom fields): a type and, for some types, its options.
 * The platform's answer is free-form: read it tolerantly; a type this portal does not know is kept as it comes.
 */
export const VALIDATION_TYPES = [
  'bool',
  'datetime',
  'emailaddress',
  'enum',
  'int',
  'locale',
  'str',
  'timezone',
  'url',
] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];

export type Validation =
  | { type: Exclude<ValidationType, 'enum' | 'int' | 'str'> }
  | { type: 'enum'; options: string[] }
  | { type: 'int'; minValue: number | null; maxValue: number | null }
  | { type: 'str'; minLength: number | null; maxLength: number | null; regex: string | null }
  /** A type the platform has and this portal does not know: shown as it comes, never sent back. */
  | { type: 'other'; name: string };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const isValidationType = (type: unknown): type is ValidationType => VALIDATION_TYPES.some((known) => known === type);

export function readValidation(raw: unknown): Validation {
  const value = record(raw);
  const { type } = value;
  if (!isValidationType(type)) return { type: 'other', name: typeof type === 'string' ? type : '' };
  switch (type) {
    case 'enum':
      return {
        type,
        options: Array.isArray(value.options) ? value.options.filter((o): o is string => typeof o === 'string') : [],
      };
    case 'int':
      return { type, minValue: integer(value.minValue), maxValue: integer(value.maxValue) };
    case 'str':
      return {
        type,
        minLength: integer(value.minLength),
        maxLength: integer(value.maxLength),
        regex: typeof value.regex === 'string' && value.regex !== '' ? value.regex : null,
      };
    default:
      return { type };
  }
}

/** One line about a validation: its type in words and, when set, its options (keys of the customFields branch). */
export type ValidationSummary =
  | { key: 'customFields.validationTypes.other'; values: { name: string } }
  | { key: `customFields.validationTypes.${ValidationType}`; values?: undefined; details: ValidationDetail[] };

export type ValidationDetail =
  | { key: 'customFields.details.options'; values: { options: string } }
  | { key: 'customFields.details.between' | 'customFields.details.lengthBetween'; values: { min: number; max: number } }
  | {
      key:
        | 'customFields.details.atLeast'
        | 'customFields.details.atMost'
        | 'customFields.details.lengthAtLeast'
        | 'customFields.details.lengthAtMost';
      values: { value: number };
    }
  | { key: 'customFields.details.pattern'; values: { regex: string } };

function bounds(min: number | null, max: number | null, length: boolean): ValidationDetail[] {
  if (min !== null && max !== null)
    return [
      { key: length ? 'customFields.details.lengthBetween' : 'customFields.details.between', values: { min, max } },
    ];
  if (min !== null)
    return [
      { key: length ? 'customFields.details.lengthAtLeast' : 'customFields.details.atLeast', values: { value: min } },
    ];
  if (max !== null)
    return [
      { key: length ? 'customFields.details.lengthAtMost' : 'customFields.details.atMost', values: { value: max } },
    ];
  return [];
}

export function summarise(validation: Validation): ValidationSummary {
  switch (validation.type) {
    case 'other':
      return { key: 'customFields.validationTypes.other', values: { name: validation.name } };
    case 'enum':
      return {
        key: 'customFields.validationTypes.enum',
        details: validation.options.length
          ? [{ key: 'customFields.details.options', values: { options: validation.options.join(', ') } }]
          : [],
      };
    case 'int':
      return {
        key: 'customFields.validationTypes.int',
        details: bounds(validation.minValue, validation.maxValue, false),
      };
    case 'str':
      return {
        key: 'customFields.validationTypes.str',
        details: [
          ...bounds(validation.minLength, validation.maxLength, true),
          ...(validation.regex
            ? [{ key: 'customFields.details.pattern' as const, values: { regex: validation.regex } }]
            : []),
        ],
      };
    default:
      return { key: `customFields.validationTypes.${validation.type}`, details: [] };
  }
}
