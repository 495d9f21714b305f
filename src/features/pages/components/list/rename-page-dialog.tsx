import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
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
  const { control, formState, formError, errorText, submit } = useServerAwareForm<RenamePageValues>({
    initialValues: renameValuesOf(page),
    schema: renamePageFormSchema,
    fields: FIELDS,
    onSubmit,
  });
  const { isDirty, isValid, isSubmitting } = formState;
  // A group the list does not know (not read, or gone) stays choosable, under its id.
  const current = page.group?.publicId;
  const options =
    current && !groups.some((group) => group.publicId === current)
      ? [...groups, { publicId: current, name: current }]
      : groups;

  return (
    <FormDialog
      open
      title={t('pages.rename.title')}
      submitLabel={t('pages.rename.submit')}
      dirty={isDirty}
      canSubmit={isDirty && isValid}
      pending={isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        control={control}
        errorText={errorText}
        label={t('pages.fields.name')}
        required
        autoFocus
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
        {options.map((group) => (
          <MenuItem key={group.publicId} value={group.publicId}>
            {group.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
