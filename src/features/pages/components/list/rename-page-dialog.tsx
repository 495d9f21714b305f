import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { GroupOption } from '@/features/pages/api';
import type { Page } from '@/features/pages/model/schemas';
import { renamePageFormSchema, renameValuesOf, type RenamePageValues } from './list-model';
import '@/features/pages/catalogue';

const FIELDS = ['name', 'groupId'] as const;

interface RenamePageDialogProps {
  page: Page;
  groups: readonly GroupOption[];
  onSubmit: (values: RenamePageValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** The page's name and its group (Page PATCH); the title shown in the list lives on its versions. */
export function RenamePageDialog({ page, groups, onSubmit, onClose }: RenamePageDialogProps) {
  const { t } = useTranslation();
  const form = useServerAwareForm<RenamePageValues>({
    initialValues: renameValuesOf(page),
    schema: renamePageFormSchema,
    fields: FIELDS,
    onSubmit,
  });
  // A group the list does not know (not read, or gone) stays choosable, under its id.
  const current = page.group?.publicId;
  const options =
    current && !groups.some((group) => group.publicId === current)
      ? [...groups, { publicId: current, name: current }]
      : groups;

  return (
    <ServerFormDialog
      form={form}
      title={t('pages.rename.title')}
      submitLabel={t('pages.rename.submit')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('pages.fields.name')} required autoFocus fullWidth />
      <FormTextField name="groupId" label={t('pages.fields.group')} select fullWidth>
        <MenuItem value="">{t('pages.fields.noGroup')}</MenuItem>
        {options.map((group) => (
          <MenuItem key={group.publicId} value={group.publicId}>
            {group.name}
          </MenuItem>
        ))}
      </FormTextField>
    </ServerFormDialog>
  );
}
