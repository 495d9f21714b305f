import { Link } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/intl-formatters';
import type { Fact } from '@/ui/fact-list';
import { useCustomPropertiesQuery } from '@/features/custom-fields/api';
import type { CustomProperty, ResourceType } from '@/features/custom-fields/model/schemas';
import { fieldsFor, type CustomValues } from '@/features/custom-fields/model/values';
import '@/features/custom-fields/catalogue';

function languageName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** A stored value in words, by the field's validation type; '' when there is none. */
export function displayValue(property: CustomProperty, value: unknown, t: TFunction, language: string): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (property.validation.type) {
    case 'bool':
      return value === true || value === 'true' ? t('customFields.values.yes') : t('customFields.values.no');
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? formatDateTime(value, language)
        : textOf(value);
    case 'locale':
      return typeof value === 'string' ? languageName(value, language) : textOf(value);
    case 'int':
      return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : textOf(value);
    case 'url':
      return typeof value === 'string' && isWebAddress(value) ? (
        <Link href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </Link>
      ) : (
        textOf(value)
      );
    default:
      return textOf(value);
  }
}

/**
 * The custom field values of a device, asset or user as facts (name, value), for the fact list the page already has.
 * `fields` undefined while the definitions load.
 */
export function useCustomFieldFacts(
  resourceType: ResourceType,
  values: CustomValues | null | undefined,
  resourceVariant?: string | null,
) {
  const { t, i18n } = useTranslation();
  const properties = useCustomPropertiesQuery();
  // One list per answer: forms build their rules and starting values from it once.
  const fields = useMemo(
    () => (properties.data ? fieldsFor(properties.data, resourceType, resourceVariant) : undefined),
    [properties.data, resourceType, resourceVariant],
  );
  const facts: Fact[] = (fields ?? []).map((property) => [
    property.name,
    displayValue(property, values?.[property.slug], t, i18n.language),
  ]);
  return { fields, facts, isError: properties.isError, error: properties.error, refetch: properties.refetch };
}
