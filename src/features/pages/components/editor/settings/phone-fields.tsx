import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import type { SettingsFormValues } from '@/features/pages/model/editor/settings-form';
import '@/features/pages/catalogue-editor';

/** A sheet component on a phone: its place in the stack, its width and its height (empty: as on the sheet). */
export function PhoneFields() {
  const { t } = useTranslation();
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('pages.editor.settings.phone.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<SettingsFormValues>
          name="mobileOrder"
          label={t('pages.editor.settings.phone.order')}
          slotProps={numeric}
          fullWidth
        />
        <FormTextField<SettingsFormValues>
          name="mobileCols"
          label={t('pages.editor.settings.phone.cols')}
          slotProps={numeric}
          fullWidth
        />
        <FormTextField<SettingsFormValues>
          name="mobileHeight"
          label={t('pages.editor.settings.phone.height')}
          slotProps={numeric}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
