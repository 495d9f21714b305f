import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import type { AudienceSubmitOutcome } from '../hooks/use-access-categories-page';
import { TYPE_CHOICES, type Audience, type AudienceFormValues, type audienceFormSchema } from '../model/schemas';
import '../catalogue';

const FIELDS = ['name', 'description'] as const;

interface AudienceFormDialogProps {
  /** The access category being edited; undefined to add one. */
  editing: Audience | undefined;
  initialValues: AudienceFormValues;
  schema: ReturnType<typeof audienceFormSchema>;
  onSubmit: (values: AudienceFormValues) => Promise<AudienceSubmitOutcome>;
  onClose: () => void;
}

/** One form to add and to edit an access category; the type is chosen when adding and shown, fixed, when editing. */
export function AudienceFormDialog({ editing, initialValues, schema, onSubmit, onClose }: AudienceFormDialogProps) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const typeHintId = useId();
  const form = useServerAwareForm<AudienceFormValues>({ initialValues, schema: schema, fields: FIELDS, onSubmit });

  return (
    <ServerFormDialog
      form={form}
      title={t(editing ? 'accessCategories.dialog.editTitle' : 'accessCategories.dialog.addTitle')}
      submitLabel={t(editing ? 'accessCategories.dialog.save' : 'accessCategories.dialog.add')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('accessCategories.dialog.name')} required autoFocus fullWidth />
      <FormTextField
        name="description"
        label={t('accessCategories.dialog.description')}
        multiline
        minRows={2}
        fullWidth
      />
      <Controller
        name="type"
        control={form.control}
        render={({ field }) => (
          // Only the radios are disabled when editing: the legend and the hint stay readable.
          <FormControl component="fieldset">
            <FormLabel component="legend" id={typeLabelId}>
              {t('accessCategories.dialog.type')}
            </FormLabel>
            <RadioGroup {...field} aria-labelledby={typeLabelId} aria-describedby={typeHintId}>
              {TYPE_CHOICES.map((choice) => (
                <FormControlLabel
                  key={choice || 'general'}
                  value={choice}
                  control={<Radio disabled={Boolean(editing)} />}
                  label={t(`accessCategories.types.${choice || 'general'}`)}
                />
              ))}
            </RadioGroup>
            <FormHelperText id={typeHintId} sx={{ mx: 0 }}>
              {t(editing ? 'accessCategories.dialog.typeFixed' : 'accessCategories.dialog.typeChosenOnce')}
            </FormHelperText>
          </FormControl>
        )}
      />
    </ServerFormDialog>
  );
}
