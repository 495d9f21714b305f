import { Autocomplete, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import { FormTextField } from '@/ui/form-text-field';
import { Notice } from '@/ui/notice';
import { LoadingRows } from '@/ui/states';
import {
  CustomFieldInputs,
  customInputPaths,
  customInputsSchema,
  fieldsFor,
  slugOfServerField,
  useCustomPropertiesQuery,
  type CustomProperty,
} from '@/features/custom-fields';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { setInterfaceLanguage } from '@/i18n';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useUpdateProfileMutation } from '../api';
import { displayName, LANGUAGES, LOCALISATIONS, matchesTimeZone, sampleDate, timeZones } from '../model/locales';
import {
  profileFormSchema,
  profileFormValues,
  profilePatch,
  type Profile,
  type ProfileFormValues,
} from '../model/schemas';
import '../catalogue';

const FIELDS = ['name', 'language', 'localisation', 'timeZone'] as const;

/** The server's refusals by form field: a custom value's (`custom.Slug`) goes under its input. */
function formFieldErrors(
  byServerField: Record<string, string>,
  customFields: readonly CustomProperty[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(byServerField).map(([key, message]) => {
      const slug = slugOfServerField(customFields, key);
      return [slug ? `custom.${slug}` : key, message];
    }),
  );
}

/** The company's custom fields of people, read before the form opens (none if they cannot be read). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const properties = useCustomPropertiesQuery();
  // One list per answer: the form's rules and starting values are built from it once.
  const customFields = useMemo(() => fieldsFor(properties.data ?? [], 'User'), [properties.data]);
  if (properties.isLoading) return <LoadingRows rows={3} label={t('profile.title')} />;
  return (
    <>
      {properties.isError && (
        <Notice severity="warning" sx={{ mb: 2 }}>
          {t('profile.form.customUnavailable')}
        </Notice>
      )}
      <ProfileFields profile={profile} customFields={customFields} />
    </>
  );
}

/** Name, language, localisation, time zone and the person's custom field values (MyUser PATCH with what changed). */
function ProfileFields({ profile, customFields }: { profile: Profile; customFields: readonly CustomProperty[] }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [update] = useUpdateProfileMutation();
  const initialValues = useMemo(() => profileFormValues(profile, customFields), [profile, customFields]);
  const schema = useMemo(() => profileFormSchema.extend({ custom: customInputsSchema(customFields) }), [customFields]);
  const form = useServerAwareForm<ProfileFormValues>({
    initialValues,
    schema,
    fields: [...FIELDS, ...customInputPaths<ProfileFormValues>(customFields)],
    onSubmit: async (values) => {
      const result = await update(
        profilePatch(form.formState.defaultValues as ProfileFormValues, values, customFields, profile.custom),
      );
      if (result.error)
        return {
          ok: false,
          fieldErrors: formFieldErrors(fieldErrors(result.error), customFields),
          message: firstErrorMessage(result.error),
        };
      form.reset(values);
      // The interface speaks the new language at once, before the session's own read of the person follows.
      void setInterfaceLanguage(values.language);
      dispatch(
        snackbarRequested({ messageKey: 'profile.form.saved', duration: SNACKBAR_DURATION.short, severity: 'success' }),
      );
      return { ok: true };
    },
  });
  const { control, errorText, formState, formError, submit } = form;
  const languages = useMemo(() => [...new Set([...LANGUAGES, initialValues.language])], [initialValues.language]);
  const localisations = useMemo(
    () => [...new Set([...LOCALISATIONS, ...(initialValues.localisation ? [initialValues.localisation] : [])])],
    [initialValues.localisation],
  );
  const zones = useMemo(() => timeZones(profile.timeZone), [profile.timeZone]);
  const localisation = form.watch('localisation');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {formError && (
        <Notice severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {formError}
        </Notice>
      )}
      <FormTextField
        name="name"
        control={control}
        errorText={errorText}
        label={t('profile.form.name')}
        required
        autoComplete="name"
      />
      <TextField
        label={t('profile.form.email')}
        value={profile.emailAddress ?? ''}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField name="language" control={control} errorText={errorText} select label={t('profile.form.language')}>
        {languages.map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {displayName(code, code)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="localisation"
        control={control}
        errorText={errorText}
        select
        label={t('profile.form.localisation')}
        // '' is a choice of its own (automatic): shown, with the label above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText={t('profile.form.localisationHint', { sample: sampleDate(localisation || i18n.language) })}
      >
        <MenuItem value="">{t('profile.form.localisationAutomatic')}</MenuItem>
        {localisations.map((code) => (
          <MenuItem key={code} value={code}>
            {`${displayName(code, i18n.language)} (${code})`}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        name="timeZone"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            sx={{ gridColumn: '1 / -1' }}
            options={zones}
            value={field.value || null}
            onChange={(_event, value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            filterOptions={(options, state) => options.filter((zone) => matchesTimeZone(zone, state.inputValue))}
            getOptionLabel={(zone) => zone.replace(/_/g, ' ')}
            noOptionsText={t('profile.form.noTimeZone')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('profile.form.timeZone')}
                placeholder={t('profile.form.timeZoneAutomatic')}
                slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error) ?? t('profile.form.timeZoneHint')}
              />
            )}
          />
        )}
      />
      {customFields.length > 0 && (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography component="h3" variant="subtitle1">
              {t('profile.form.customTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.form.customHint')}
            </Typography>
          </Box>
          <CustomFieldInputs control={control} properties={customFields} stored={profile.custom} />
        </>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        {/* Changed and no field refused; the submit checks every field again (RHF's isValid could stay behind here). */}
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isDirty || Object.keys(formState.errors).length > 0 || formState.isSubmitting}
        >
          {t('profile.form.save')}
        </Button>
      </Box>
    </Box>
  );
}
