import { Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import { roleFormSchema } from '../model/role-form';
import type { RoleFormValues } from '../model/role-rules';
import '../catalogue';

export type RoleFormMode = 'add' | 'edit' | 'duplicate';

export interface RoleFormDialogProps {
  mode: RoleFormMode;
  initialValues: RoleFormValues;
  /** The names of the company's other roles: a name must differ from each. */
  otherNames: readonly string[];
  /** Duplicate: the role being copied, named in the note about what is copied. */
  sourceName?: string;
  onSubmit: (values: RoleFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

const TITLES = {
  add: 'roles.form.addTitle',
  edit: 'roles.form.editTitle',
  duplicate: 'roles.form.duplicateTitle',
} as const satisfies Record<RoleFormMode, ParseKeys>;
const SUBMITS = {
  add: 'roles.form.add',
  edit: 'roles.form.save',
  duplicate: 'roles.form.duplicate',
} as const satisfies Record<RoleFormMode, ParseKeys>;
const FIELDS: readonly (keyof RoleFormValues)[] = ['name', 'description', 'enforce2fa', 'enforceSso'];

/** One flag of the role, a checkbox with its consequence explained under it. */
function FlagField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<RoleFormValues>;
  name: 'enforce2fa' | 'enforceSso';
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Stack>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': hintId, ref: field.ref } }}
              />
            }
          />
          <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 4 }}>
            {hint}
          </FormHelperText>
        </Stack>
      )}
    />
  );
}

/** Add, edit or duplicate a role: name, description and the two sign-in requirements. */
export function RoleFormDialog({
  mode,
  initialValues,
  otherNames,
  sourceName,
  onSubmit,
  onClose,
}: RoleFormDialogProps) {
  const { t } = useTranslation();
  const { control, formState, formError, errorText, submit } = useServerAwareForm<RoleFormValues>({
    initialValues,
    schema: roleFormSchema(otherNames),
    fields: FIELDS,
    onSubmit,
  });
  const { isDirty, isValid, isSubmitting } = formState;
  // A copy is ready as offered; add and edit need a change first.
  const changed = isDirty || mode === 'duplicate';

  return (
    <FormDialog
      open
      title={t(TITLES[mode])}
      submitLabel={t(SUBMITS[mode])}
      dirty={isDirty}
      canSubmit={changed && isValid}
      pending={isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {mode === 'duplicate' && sourceName !== undefined && (
        <FormHelperText sx={{ mx: 0 }}>{t('roles.form.duplicateNote', { name: sourceName })}</FormHelperText>
      )}
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('roles.form.name')}
            required
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error)}
            fullWidth
          />
        )}
      />
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('roles.form.description')}
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error)}
            fullWidth
          />
        )}
      />
      <FlagField
        control={control}
        name="enforce2fa"
        label={t('roles.form.enforce2fa')}
        hint={t('roles.form.enforce2faHint')}
      />
      <FlagField
        control={control}
        name="enforceSso"
        label={t('roles.form.enforceSso')}
        hint={t('roles.form.enforceSsoHint')}
      />
    </FormDialog>
  );
}
