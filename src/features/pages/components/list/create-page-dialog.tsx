import { MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { GroupOption } from '@/features/pages/api';
import { APPLICATION_TYPES } from '@/features/pages/model/schemas';
import { createPageFormSchema, EMPTY_CREATE_VALUES, type CreatePageValues } from './list-model';
import '@/features/pages/catalogue';

const FIELDS = ['title', 'icon', 'groupId', 'applicationType'] as const;

interface CreatePageDialogProps {
  groups: readonly GroupOption[];
  onSubmit: (values: CreatePageValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** A new page: its title, an optional icon and group, its kind; it starts as a draft for today (docs/RULES.md#pages). */
export function CreatePageDialog({ groups, onSubmit, onClose }: CreatePageDialogProps) {
  const { t } = useTranslation();
  const { control, formState, formError, errorText, submit } = useServerAwareForm<CreatePageValues>({
    initialValues: EMPTY_CREATE_VALUES,
    schema: createPageFormSchema,
    fields: FIELDS,
    onSubmit,
  });
  const { isDirty, isValid, isSubmitting } = formState;

  return (
    <FormDialog
      open
      title={t('pages.create.title')}
      submitLabel={t('pages.create.submit')}
      dirty={isDirty}
      canSubmit={isDirty && isValid}
      pending={isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormTextField
        name="title"
        control={control}
        errorText={errorText}
        label={t('pages.fields.title')}
        required
        autoFocus
        fullWidth
      />
      <FormTextField
        name="icon"
        control={control}
        errorText={errorText}
        label={t('pages.fields.icon')}
        helperText={t('pages.fields.iconHint')}
        fullWidth
      />
      <FormTextField
        name="groupId"
        control={control}
        errorText={errorText}
        label={t('pages.fields.group')}
        select
        fullWidth
      >
        <MenuItem value="">{t('pages.fields.noGroup')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.publicId} value={group.publicId}>
            {group.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="applicationType"
        control={control}
        errorText={errorText}
        label={t('pages.fields.type')}
        select
        fullWidth
      >
        {APPLICATION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`pages.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Typography variant="body2" color="text.secondary">
        {t('pages.create.periodHint')}
      </Typography>
    </FormDialog>
  );
}
