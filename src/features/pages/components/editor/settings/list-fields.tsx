import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import type { ServerAwareForm } from '@/ui/server-form-dialog';
import { RULE_OPERATORS } from '@/features/pages/model/data/settings';
import type { SettingsFormValues } from '@/features/pages/model/editor/settings-form';
import '@/features/pages/catalogue-editor';

type Form = ServerAwareForm<SettingsFormValues>;
type F = SettingsFormValues;

function ListShell({
  heading,
  add,
  onAdd,
  children,
}: {
  heading: string;
  add: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {heading}
      </Typography>
      {children}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
          {add}
        </Button>
      </div>
    </Stack>
  );
}

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 1 } as const;

/** Colour rules: operator, value, colour; the first that holds wins. */
export function RulesField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const operators = {
    lt: t('pages.editor.settings.rules.lt'),
    gt: t('pages.editor.settings.rules.gt'),
    eq: t('pages.editor.settings.rules.eq'),
  };
  return (
    <ListShell
      heading={t('pages.editor.settings.rules.heading')}
      add={t('pages.editor.settings.rules.add')}
      onAdd={() => append({ operator: 'gt', value: '', colour: '#d32f2f' })}
    >
      {fields.map((field, index) => (
        <Stack key={field.id} {...row}>
          <FormTextField<F>
            name={`rules.${index}.operator`}
            label={t('pages.editor.settings.rules.operator', { number: index + 1 })}
            select
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 150 }}
          >
            {RULE_OPERATORS.map((operator) => (
              <option key={operator} value={operator}>
                {operators[operator]}
              </option>
            ))}
          </FormTextField>
          <FormTextField<F>
            name={`rules.${index}.value`}
            label={t('pages.editor.settings.rules.value', { number: index + 1 })}
            size="small"
          />
          <FormTextField<F>
            name={`rules.${index}.colour`}
            label={t('pages.editor.settings.rules.colour', { number: index + 1 })}
            size="small"
            helperText="#rrggbb"
          />
          <RemoveRow
            label={t('pages.editor.settings.rules.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          />
        </Stack>
      ))}
    </ListShell>
  );
}

/** A line chart's threshold lines: a value and an optional label. */
export function ThresholdsField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'thresholds' });
  return (
    <ListShell
      heading={t('pages.editor.settings.thresholds.heading')}
      add={t('pages.editor.settings.thresholds.add')}
      onAdd={() => append({ value: '', label: '' })}
    >
      {fields.map((field, index) => (
        <Stack key={field.id} {...row}>
          <FormTextField<F>
            name={`thresholds.${index}.value`}
            label={t('pages.editor.settings.thresholds.value', { number: index + 1 })}
            size="small"
          />
          <FormTextField<F>
            name={`thresholds.${index}.label`}
            label={t('pages.editor.settings.thresholds.label', { number: index + 1 })}
            size="small"
          />
          <RemoveRow
            label={t('pages.editor.settings.thresholds.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          />
        </Stack>
      ))}
    </ListShell>
  );
}

/** A gauge's coloured bands: from, to, colour. */
export function BandsField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'bands' });
  return (
    <ListShell
      heading={t('pages.editor.settings.bands.heading')}
      add={t('pages.editor.settings.bands.add')}
      onAdd={() => append({ from: '', to: '', colour: '#2e7d32' })}
    >
      {fields.map((field, index) => (
        <Stack key={field.id} {...row}>
          <FormTextField<F>
            name={`bands.${index}.from`}
            label={t('pages.editor.settings.bands.from', { number: index + 1 })}
            size="small"
            deps={[`bands.${index}.to`]}
          />
          <FormTextField<F>
            name={`bands.${index}.to`}
            label={t('pages.editor.settings.bands.to', { number: index + 1 })}
            size="small"
          />
          <FormTextField<F>
            name={`bands.${index}.colour`}
            label={t('pages.editor.settings.bands.colour', { number: index + 1 })}
            size="small"
            helperText="#rrggbb"
          />
          <RemoveRow
            label={t('pages.editor.settings.bands.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          />
        </Stack>
      ))}
    </ListShell>
  );
}
