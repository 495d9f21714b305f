import { MenuItem, TextField } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CustomProperty } from '@/features/custom-fields/model/schemas';
import { checkValue, isEditable, type CustomValues } from '@/features/custom-fields/model/values';
import { displayValue } from './custom-field-facts';
import '@/features/custom-fields/catalogue';

/** The form's values hold the custom fields' inputs under `custom`, by slug. */
export interface WithCustomInputs extends FieldValues {
  custom: Record<string, string>;
}

/** The zod rule of the inputs: each by its field's own rule (the message under the field comes from checkValue). */
export function customInputsSchema(properties: readonly CustomProperty[]) {
  return z.object(
    Object.fromEntries(
      properties
        .filter(isEditable)
        .map((property) => [
          property.slug,
          z.string().refine((input) => checkValue(property, input) === null, 'customFields.values.errors.required'),
        ]),
    ),
  ) as unknown as z.ZodType<Record<string, string>, Record<string, string>>;
}

/** The form paths a server refusal may name, one per editable field. */
export const customInputPaths = <V extends WithCustomInputs>(properties: readonly CustomProperty[]): Path<V>[] =>
  properties.filter(isEditable).map((property) => `custom.${property.slug}` as Path<V>);

function CustomFieldInput<V extends WithCustomInputs>({
  control,
  property,
}: {
  control: Control<V>;
  property: CustomProperty;
}) {
  const { t } = useTranslation();
  const { validation } = property;
  const choices =
    validation.type === 'bool'
      ? [
          ['true', t('customFields.values.yes')],
          ['false', t('customFields.values.no')],
        ]
      : validation.type === 'enum'
        ? validation.options.map((option) => [option, option])
        : null;
  const hint =
    validation.type === 'locale'
      ? t('customFields.values.localeHint')
      : validation.type === 'timezone'
        ? t('customFields.values.timeZoneHint')
        : undefined;
  return (
    <Controller
      name={`custom.${property.slug}` as Path<V>}
      control={control}
      render={({ field, fieldState }) => {
        const problem =
          fieldState.error && fieldState.error.type !== 'server'
            ? checkValue(property, String(field.value ?? ''))
            : null;
        const message =
          fieldState.error?.type === 'server'
            ? fieldState.error.message
            : problem
              ? t(`customFields.values.errors.${problem.error}` as ParseKeys, { limit: problem.limit })
              : undefined;
        return (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={property.name}
            required={property.required}
            error={Boolean(fieldState.error)}
            helperText={message ?? property.description ?? hint}
            fullWidth
            select={choices !== null}
            type={
              validation.type === 'datetime'
                ? 'datetime-local'
                : validation.type === 'emailaddress'
                  ? 'email'
                  : validation.type === 'url'
                    ? 'url'
                    : 'text'
            }
            slotProps={{
              inputLabel: validation.type === 'datetime' ? { shrink: true } : undefined,
              htmlInput: validation.type === 'int' ? { inputMode: 'numeric' } : undefined,
            }}
          >
            {choices && [
              ...(property.required
                ? []
                : [
                    <MenuItem key="" value="">
                      <em>{t('customFields.values.notSet')}</em>
                    </MenuItem>,
                  ]),
              ...choices.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              )),
            ]}
          </TextField>
        );
      }}
    />
  );
}

/** A field this person cannot change (the platform's, or of a type this portal does not know), shown in place. */
function ReadOnlyValue({ property, value }: { property: CustomProperty; value: unknown }) {
  const { t, i18n } = useTranslation();
  const shown = displayValue(property, value, t, i18n.language);
  return (
    <TextField
      label={property.name}
      value={typeof shown === 'string' ? shown : typeof value === 'string' ? value : ''}
      placeholder={t('customFields.values.notSet')}
      helperText={t('customFields.values.platformHint')}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

/**
 * One input per editable custom field, each by its validation type, required ones marked; for a form. With `stored`,
 * the fields this person cannot change are shown too, read-only, with their stored value.
 */
export function CustomFieldInputs<V extends WithCustomInputs>({
  control,
  properties,
  stored,
}: {
  control: Control<V>;
  properties: readonly CustomProperty[];
  stored?: CustomValues | null;
}) {
  return (
    <>
      {properties.map((property) =>
        isEditable(property) ? (
          <CustomFieldInput key={property.publicId} control={control} property={property} />
        ) : stored !== undefined ? (
          <ReadOnlyValue key={property.publicId} property={property} value={stored?.[property.slug]} />
        ) : null,
      )}
    </>
  );
}
