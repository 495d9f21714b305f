import { Autocomplete, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import type { ServerAwareForm } from '@/ui/server-form-dialog';
import { useDeviceTagsQuery } from '@/features/pages/api-data';
import type { SettingsFormValues } from '@/features/pages/model/editor/settings-form';
import '@/features/pages/catalogue-editor';

interface TagsFieldProps {
  form: ServerAwareForm<SettingsFormValues>;
  previewAgentId: string;
  most: number;
}

/** The component's tags: chosen from the preview device's tags, or typed as slugs without a preview device. */
export function TagsField({ form, previewAgentId, most }: TagsFieldProps) {
  const { t } = useTranslation();
  const tags = useDeviceTagsQuery(previewAgentId, { skip: !previewAgentId });
  if (!previewAgentId)
    return (
      <FormTextField<SettingsFormValues>
        name="tagText"
        label={t('pages.editor.settings.fields.tagSlugs')}
        helperText={t('pages.editor.settings.fields.tagSlugsHint', { count: most })}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
      />
    );
  const options = (tags.data ?? []).map((tag) => tag.slug);
  const names = new Map((tags.data ?? []).map((tag) => [tag.slug, tag.name]));
  return (
    <Controller
      name="tags"
      control={form.control}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options}
          value={field.value}
          loading={tags.isFetching}
          getOptionLabel={(slug) =>
            names.get(slug) && names.get(slug) !== slug ? `${names.get(slug)} (${slug})` : slug
          }
          onChange={(_event, next) => field.onChange(next)}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('pages.editor.settings.fields.tags')}
              error={Boolean(fieldState.error)}
              helperText={
                form.errorText(fieldState.error) ??
                (tags.isError
                  ? t('pages.editor.settings.fields.tagsFailed')
                  : t('pages.editor.settings.fields.tagsHint', { count: most }))
              }
            />
          )}
        />
      )}
    />
  );
}
