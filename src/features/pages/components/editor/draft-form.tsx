import { Alert, Button, MenuItem, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import {
  usePreviewAssetOptionsQuery,
  usePreviewAssetQuery,
  usePreviewDeviceOptionsQuery,
  usePreviewDeviceQuery,
} from '@/features/pages/api-editor';
import { usePageEditorForm } from '@/features/pages/hooks/use-page-editor-form';
import type { DraftFormValues } from '@/features/pages/model/draft-form';
import { isKnownPeriod, periodChoices, periodKey } from '@/features/pages/model/periods';
import type { Page, PageVersion } from '@/features/pages/model/schemas';
import { PreviewPicker } from './preview-picker';
import '@/features/pages/catalogue-editor';

interface DraftFormProps {
  page: Page;
  draft: PageVersion;
  initial: DraftFormValues;
  /** The values as they are typed, for the preview. */
  onValues: (values: DraftFormValues) => void;
}

/** Title, icon, period, group and preview device or asset of the draft; Save sends only what changed. */
export function DraftForm({ page, draft, initial, onValues }: DraftFormProps) {
  const { t } = useTranslation();
  const { form, groups } = usePageEditorForm(page, draft, initial);
  const { control, errorText, submit, formState, reset } = form;
  // Read at every render: react-hook-form only tracks the parts of formState that are read.
  const { isDirty, isValid, isSubmitting } = formState;
  const periods = periodChoices(initial.periodSpec);
  const common = { control, errorText, fullWidth: true, size: 'small' as const };
  const values = useWatch({ control });
  // Told only when the typed values differ from the last ones told: the preview follows without a render loop.
  const told = useRef(JSON.stringify(initial));
  useEffect(() => {
    const next = { ...initial, ...values };
    const text = JSON.stringify(next);
    if (text === told.current) return;
    told.current = text;
    onValues(next);
  }, [values, initial, onValues]);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      aria-labelledby="draft-form-heading"
    >
      <Typography id="draft-form-heading" component="h2" variant="h6">
        {t('pages.editor.form.heading')}
      </Typography>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <FormTextField<DraftFormValues>
        {...common}
        name="title"
        label={t('pages.editor.form.title')}
        required
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <FormTextField<DraftFormValues>
        {...common}
        name="icon"
        label={t('pages.editor.form.icon')}
        helperText={t('pages.editor.form.iconHint')}
      />
      <FormTextField<DraftFormValues> {...common} name="periodSpec" label={t('pages.editor.form.period')} select>
        {periods.map((period) => (
          <MenuItem key={period} value={period}>
            {isKnownPeriod(period) ? t(`pages.editor.periods.${periodKey(period)}`) : period}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<DraftFormValues>
        {...common}
        name="groupId"
        label={t('pages.editor.form.group')}
        select
        // "No group" shows as a choice of its own, not as an empty field.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        helperText={groups.isError ? t('pages.editor.form.groupsFailed') : undefined}
      >
        <MenuItem value="">{t('pages.editor.form.noGroup')}</MenuItem>
        {initial.groupId && !groups.data?.some((group) => group.publicId === initial.groupId) && (
          <MenuItem value={initial.groupId}>{initial.groupId}</MenuItem>
        )}
        {(groups.data ?? []).map((group) => (
          <MenuItem key={group.publicId} value={group.publicId}>
            {group.name}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={control}
        name="previewAgentId"
        render={({ field }) => (
          <PreviewPicker
            label={t('pages.editor.form.previewDevice')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            useOptions={usePreviewDeviceOptionsQuery}
            useNamed={usePreviewDeviceQuery}
          />
        )}
      />
      <Controller
        control={control}
        name="previewAssetId"
        render={({ field }) => (
          <PreviewPicker
            label={t('pages.editor.form.previewAsset')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            useOptions={usePreviewAssetOptionsQuery}
            useNamed={usePreviewAssetQuery}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => reset(initial)} disabled={!isDirty || isSubmitting}>
          {t('pages.editor.form.reset')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || !isValid || isSubmitting}
          loading={isSubmitting}
        >
          {t('pages.editor.form.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
