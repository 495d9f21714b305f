import { Box, Button, Chip, Stack, Typography, Alert } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useTemplateConfig } from '../hooks/use-template-config';
import { configFormSchema, type ConfigDraft, type ConfigFormValues } from '../model/schemas';
import '@/features/apps/catalogue-cloud';

/** A template's configuration: its values as JSON text and whether it is enabled (the platform changes the values only). */
export function ConfigEditor({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const config = useTemplateConfig(templateId);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('cloudFunctions.config.title')}
      </Typography>
      {config.isLoading && <LoadingRows rows={2} label={t('cloudFunctions.config.loading')} />}
      {config.error !== undefined && <ErrorState message={config.error} onRetry={config.retry} />}
      {config.config && (
        <ConfigForm
          key={`${config.config.publicId ?? 'new'}:${config.config.values ?? ''}`}
          config={config.config}
          onSubmit={config.submit}
        />
      )}
    </Box>
  );
}

function ConfigForm({
  config,
  onSubmit,
}: {
  config: ConfigDraft;
  onSubmit: ReturnType<typeof useTemplateConfig>['submit'];
}) {
  const { t } = useTranslation();
  const { control, formState, formError, errorText, submit } = useServerAwareForm<ConfigFormValues>({
    initialValues: { values: config.values ?? '' },
    schema: configFormSchema,
    fields: ['values'],
    onSubmit,
  });
  const { isDirty, isValid, isSubmitting } = formState;
  const status = config.publicId === null ? 'notSaved' : config.enabled ? 'enabled' : 'disabled';
  return (
    <Stack component="form" noValidate spacing={1.5} sx={{ mt: 1 }} onSubmit={(event) => void submit(event)}>
      <Box>
        <Chip
          size="small"
          label={t(`cloudFunctions.config.${status}`)}
          color={status === 'enabled' ? 'success' : 'default'}
          variant="outlined"
        />
      </Box>
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField
        name="values"
        control={control}
        errorText={errorText}
        label={t('cloudFunctions.config.values')}
        helperText={t('cloudFunctions.config.valuesHint')}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || !isValid || isSubmitting}
          loading={isSubmitting}
        >
          {t('cloudFunctions.config.save')}
        </Button>
      </Box>
    </Stack>
  );
}
