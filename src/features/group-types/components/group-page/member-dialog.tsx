import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { Role } from '@/features/roles';
import { memberFormSchema, type MemberFormValues } from '@/features/group-types/model/group-forms';
import { dateOfExpiry, memberLabel, type GroupMember } from '@/features/group-types/model/group-page';
import { FormSearchPicker } from './search-picker';
import '@/features/group-types/catalogue';

const FIELDS = ['person', 'roleId', 'expiresOn'] as const;

interface MemberDialogProps {
  groupName: string;
  /** The member whose role or end of access changes; undefined to add one. */
  editing: GroupMember | undefined;
  roles: readonly Role[];
  /** People already in the group. */
  taken: ReadonlySet<string>;
  onSubmit: (values: MemberFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** The one form of a membership: a person of the company (when adding), a role and an optional last day of access. */
export function MemberDialog({ groupName, editing, roles, taken, onSubmit, onClose }: MemberDialogProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<MemberFormValues>(
    () =>
      editing
        ? {
            person: { publicId: editing.personId, name: memberLabel(editing), detail: editing.emailAddress },
            roleId: editing.roleId ?? '',
            expiresOn: dateOfExpiry(editing.expiresOn),
          }
        : { person: null, roleId: '', expiresOn: '' },
    [editing],
  );
  const schema = useMemo(() => memberFormSchema(), []);
  const form = useServerAwareForm<MemberFormValues>({ initialValues, schema, fields: FIELDS, onSubmit });

  return (
    <ServerFormDialog
      form={form}
      title={
        editing
          ? t('groupTypes.page.members.editTitle', { name: memberLabel(editing) })
          : t('groupTypes.page.members.addTitle', { group: groupName })
      }
      submitLabel={t(editing ? 'groupTypes.dialog.save' : 'groupTypes.dialog.add')}
      onClose={onClose}
    >
      {editing ? (
        <TextField label={t('groupTypes.page.members.person')} value={memberLabel(editing)} disabled fullWidth />
      ) : (
        <FormSearchPicker
          name="person"
          kind="people"
          label={t('groupTypes.page.members.person')}
          helperText={t('groupTypes.page.members.personHint')}
          taken={taken}
          autoFocus
        />
      )}
      <FormTextField
        name="roleId"
        select
        label={t('groupTypes.page.members.role')}
        required
        fullWidth
        autoFocus={Boolean(editing)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('groupTypes.page.members.chooseRole')}</option>
        {roles.map((role) => (
          <option key={role.publicId} value={role.publicId}>
            {role.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        name="expiresOn"
        type="date"
        label={t('groupTypes.page.members.expiresOn')}
        helperText={t('groupTypes.page.members.expiryHint')}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ServerFormDialog>
  );
}
