import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrandingForm } from '../hooks/use-branding-form';
import { IMAGE_KEYS, PLATFORMS, type BrandingFormValues } from '../model/branding-form';
import type { CompanyBranding } from '../model/schemas';
import { ImageField } from './image-field';
import { ThemeFields } from './theme-fields';
import { ThemePreview } from './theme-preview';
import '../catalogue';

/** The previews, light and dark, follow the colours as they are typed; only they re-render, not the whole form. */
function LivePreview({
  control,
  logo,
  logoFile,
}: {
  control: Control<BrandingFormValues>;
  logo: string | null;
  logoFile?: File;
}) {
  const theme = useWatch({ control, name: 'theme' });
  return (
    <Stack spacing={2}>
      <ThemePreview theme={theme} logo={logo} logoFile={logoFile} />
      <ThemePreview theme={theme} logo={logo} logoFile={logoFile} scheme="dark" />
    </Stack>
  );
}

/** The company's branding: names, images, colours with their live preview, VPN client settings; one Save for all. */
export function BrandingSection({
  branding,
  onDirtyChange,
}: {
  branding: CompanyBranding | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const model = useBrandingForm(branding);
  useEffect(() => onDirtyChange(model.dirty), [model.dirty, onDirtyChange]);
  const { form, pending, uploading, dirty, saving } = model;
  const { control, register, errorText, formState, submit, formError } = form;
  const images = useWatch({ control, name: ['logo', 'logoDark', 'favicon', 'appleTouchIcon'] });
  const { errors } = formState;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('identity.branding.heading')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField
              label={t('identity.branding.name')}
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errorText(errors.name) ?? t('identity.branding.nameHelp')}
              disabled={saving}
            />
            <TextField
              label={t('identity.branding.browserTitle')}
              {...register('custom.glbBrowserTitle')}
              error={Boolean(errors.custom?.glbBrowserTitle)}
              helperText={errorText(errors.custom?.glbBrowserTitle) ?? t('identity.branding.browserTitleHelp')}
              disabled={saving}
            />
            <Stack spacing={1.5}>
              <Typography component="h3" variant="h6">
                {t('identity.images.heading')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                  gap: 2,
                }}
              >
                {IMAGE_KEYS.map((key, index) => (
                  <ImageField
                    key={key}
                    label={t(`identity.images.${key}`)}
                    url={images[index] ?? null}
                    pending={pending[key]}
                    onChoose={(file) => model.choose(key, file)}
                    onClear={() => model.clear(key)}
                    disabled={saving}
                    dark={key === 'logoDark'}
                  />
                ))}
              </Box>
              <Controller
                control={control}
                name="theme.logoHasBackgroundColor"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        disabled={saving}
                      />
                    }
                    label={t('identity.branding.logoHasBackground')}
                  />
                )}
              />
            </Stack>
            <Stack spacing={1.5}>
              <Typography component="h3" variant="h6">
                {t('identity.colours.heading')}
              </Typography>
              <ThemeFields control={control} errorText={errorText} disabled={saving} />
            </Stack>
            <Controller
              control={control}
              name="custom.glbSupportedPlatforms"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" variant="standard" error={Boolean(fieldState.error)}>
                  <FormLabel component="legend">{t('identity.branding.platforms')}</FormLabel>
                  <FormGroup row>
                    {PLATFORMS.map((platform) => (
                      <FormControlLabel
                        key={platform}
                        label={t(`identity.branding.platform.${platform}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(platform)}
                            disabled={saving}
                            onBlur={field.onBlur}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? PLATFORMS.filter((p) => p === platform || field.value.includes(p))
                                  : field.value.filter((p) => p !== platform),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && <FormHelperText>{errorText(fieldState.error)}</FormHelperText>}
                </FormControl>
              )}
            />
            <TextField
              label={t('identity.branding.releaseNotes')}
              type="url"
              {...register('custom.glbVpnClientReleaseNotesUrl')}
              error={Boolean(errors.custom?.glbVpnClientReleaseNotesUrl)}
              helperText={
                errorText(errors.custom?.glbVpnClientReleaseNotesUrl) ?? t('identity.branding.releaseNotesHelp')
              }
              disabled={saving}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </Stack>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              {t('identity.preview.heading')}
            </Typography>
            <LivePreview control={control} logo={images[0] ?? null} logoFile={pending.logo} />
          </Box>
        </Box>
        {/* In its place after the last field; it stays in view only while there is something to save, never over an idle form. */}
        <Paper
          elevation={dirty || saving ? 3 : 0}
          sx={{
            position: dirty || saving ? 'sticky' : 'static',
            bottom: 0,
            mt: 3,
            zIndex: 2,
            p: 1.5,
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
          }}
        >
          {saving && (
            <Box sx={{ flexBasis: '100%' }}>
              <LinearProgress
                aria-label={
                  uploading
                    ? t('identity.branding.uploading', { name: t(`identity.images.${uploading}`) })
                    : t('identity.branding.saving')
                }
              />
            </Box>
          )}
          {dirty && !saving && (
            <Typography variant="body2" sx={{ mr: 'auto' }}>
              {t('identity.branding.unsaved')}
            </Typography>
          )}
          <Button onClick={model.resetAll} disabled={!dirty || saving}>
            {t('identity.branding.reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty || saving || Object.keys(errors).length > 0}>
            {t('identity.branding.save')}
          </Button>
        </Paper>
      </form>
    </Paper>
  );
}
