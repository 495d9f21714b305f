import { Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import type { ServerAwareForm } from '@/ui/server-form-dialog';
import type { ComponentKind } from '@/features/pages/model/data/kinds';
import {
  BAR_INTERVALS,
  LINE_AGGREGATIONS,
  TABLE_AGGREGATIONS,
  TABLE_INTERVALS,
  TAG_LIMITS,
  VALUE_AGGREGATIONS,
} from '@/features/pages/model/data/settings';
import type { SettingsFormValues } from '@/features/pages/model/editor/settings-form';
import { BandsField, RulesField, ThresholdsField } from './list-fields';
import { TagsField } from './tags-field';
import '@/features/pages/catalogue-editor';

type Field = keyof SettingsFormValues;

const choiceLabels = (t: TFunction): Record<string, string> => ({
  mean: t('pages.editor.settings.choices.mean'),
  min: t('pages.editor.settings.choices.min'),
  max: t('pages.editor.settings.choices.max'),
  latest: t('pages.editor.settings.choices.latest'),
  last: t('pages.editor.settings.choices.last'),
  sum: t('pages.editor.settings.choices.sum'),
  raw: t('pages.editor.settings.choices.raw'),
  minute: t('pages.editor.settings.choices.minute'),
  hour: t('pages.editor.settings.choices.hour'),
  day: t('pages.editor.settings.choices.day'),
  month: t('pages.editor.settings.choices.month'),
});

function Choice({ name, label, choices }: { name: Field; label: string; choices: readonly string[] }) {
  const { t } = useTranslation();
  const labels = choiceLabels(t);
  return (
    <FormTextField<SettingsFormValues>
      name={name}
      label={label}
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice] ?? choice}
        </option>
      ))}
    </FormTextField>
  );
}

interface KindFieldsProps {
  kind: ComponentKind;
  form: ServerAwareForm<SettingsFormValues>;
  previewAgentId: string;
}

/** The settings of one kind (docs/MACHINE-DATA.md, `inputs`). */
export function KindFields({ kind, form, previewAgentId }: KindFieldsProps) {
  const { t } = useTranslation();
  const aggregation = t('pages.editor.settings.fields.aggregation');
  const interval = t('pages.editor.settings.fields.interval');
  const tags =
    kind in TAG_LIMITS ? (
      <TagsField form={form} previewAgentId={previewAgentId} most={TAG_LIMITS[kind as keyof typeof TAG_LIMITS]} />
    ) : null;
  const valueFields = (
    <>
      <Choice name="aggregation" label={aggregation} choices={VALUE_AGGREGATIONS} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<SettingsFormValues> name="unit" label={t('pages.editor.settings.fields.unit')} fullWidth />
        <FormTextField<SettingsFormValues>
          name="decimals"
          label={t('pages.editor.settings.fields.decimals')}
          helperText={t('pages.editor.settings.fields.decimalsHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      <RulesField form={form} />
    </>
  );
  switch (kind) {
    case 'line-chart':
      return (
        <>
          {tags}
          <Choice name="aggregation" label={aggregation} choices={LINE_AGGREGATIONS} />
          <ThresholdsField form={form} />
        </>
      );
    case 'bar-chart':
      return (
        <>
          {tags}
          <Choice name="interval" label={interval} choices={BAR_INTERVALS} />
        </>
      );
    case 'single-value':
      return (
        <>
          {tags}
          {valueFields}
        </>
      );
    case 'gauge':
      return (
        <>
          {tags}
          {valueFields}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<SettingsFormValues>
              name="min"
              label={t('pages.editor.settings.fields.min')}
              deps={['max']}
              fullWidth
            />
            <FormTextField<SettingsFormValues> name="max" label={t('pages.editor.settings.fields.max')} fullWidth />
          </Stack>
          <BandsField form={form} />
        </>
      );
    case 'table':
      return (
        <>
          {tags}
          <Choice name="aggregation" label={aggregation} choices={TABLE_AGGREGATIONS} />
          <Choice name="interval" label={interval} choices={TABLE_INTERVALS} />
        </>
      );
    case 'text':
      return (
        <FormTextField<SettingsFormValues>
          name="html"
          label={t('pages.editor.settings.fields.html')}
          multiline
          minRows={4}
          fullWidth
        />
      );
    case 'image':
      return (
        <>
          <FormTextField<SettingsFormValues>
            name="url"
            label={t('pages.editor.settings.fields.url')}
            helperText={t('pages.editor.settings.fields.urlHint')}
            fullWidth
          />
          <FormTextField<SettingsFormValues> name="alt" label={t('pages.editor.settings.fields.alt')} fullWidth />
        </>
      );
    case 'alarms':
      return null;
  }
}
