import { MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
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
  const form = useServerAwareForm<CreatePageValues>({
    initialValues: EMPTY_CREATE_VALUES,
    schema: createPageFormSchema,
    fields: FIELDS,
    onSubmit,
  });

  return (
    <ServerFormDialog
      form={form}
      title={t('pages.create.title')}
      submitLabel={t('pages.create.submit')}
      onClose={onClose}
    >
      <FormTextField name="title" label={t('pages.fields.title')} required autoFocus fullWidth />
      <FormTextField name="icon" label={t('pages.fields.icon')} helperText={t('pages.fields.iconHint')} fullWidth />
      <FormTextField name="groupId" label={t('pages.fields.group')} select fullWidth>
        <MenuItem value="">{t('pages.fields.noGroup')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.publicId} value={group.publicId}>
            {group.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField name="applicationType" label={t('pages.fields.type')} select fullWidth>
        {APPLICATION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`pages.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Typography variant="body2" color="text.secondary">
        {t('pages.create.periodHint')}
      </Typography>
    </ServerFormDialog>
  );
}
