import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { Controller, type Control, type FieldError, type UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/features/roles';
import type { InviteFormValues } from '../model/invite-form';
import type { CompanyGroup } from '../model/schemas';
import '../catalogue';
import '../catalogue-dialogs';

interface GroupRoleRowsProps {
  control: Control<InviteFormValues>;
  rows: UseFieldArrayReturn<InviteFormValues, 'groupRoles'>;
  groups: readonly CompanyGroup[];
  roles: readonly Role[];
}

/** The groups and roles of an invitation: one or more rows of group, role and optional end of access. */
export function GroupRoleRows({ control, rows, groups, roles }: GroupRoleRowsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorText = (error: FieldError | undefined) => (error?.message ? t(error.message as ParseKeys) : undefined);
  const groupLabel = (group: CompanyGroup) =>
    group.isCompanyGroup ? t('users.invite.companyGroup', { name: group.name }) : group.name;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {t('users.invite.access')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('users.invite.accessHelp')}
      </Typography>
      <Stack spacing={2}>
        {rows.fields.map((field, index) => (
          <Box
            key={field.id}
            role="group"
            aria-label={t('users.invite.rowLabel', { index: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1,
              // The group name gets a line of its own; role, end of access and remove share the next.
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
              gridTemplateAreas: {
                xs: '"group remove" "role role" "until until"',
                sm: '"group group remove" "role until ."',
              },
              alignItems: 'start',
            }}
          >
            <Controller
              name={`groupRoles.${index}.groupId`}
              control={control}
              render={({ field: input, fieldState }) => (
                <TextField
                  {...input}
                  select
                  label={t('users.invite.group')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ gridArea: 'group', minWidth: 0 }}
                >
                  <option value="" />
                  {groups.map((group) => (
                    <option key={group.publicId} value={group.publicId}>
                      {groupLabel(group)}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name={`groupRoles.${index}.roleId`}
              control={control}
              render={({ field: input, fieldState }) => (
                <TextField
                  {...input}
                  select
                  label={t('users.invite.role')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ gridArea: 'role', minWidth: 0 }}
                >
                  <option value="" />
                  {roles.map((role) => (
                    <option key={role.publicId} value={role.publicId}>
                      {role.name}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name={`groupRoles.${index}.until`}
              control={control}
              render={({ field: input, fieldState }) => (
                <TextField
                  {...input}
                  type="date"
                  label={t('users.invite.until')}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error) ?? t('users.invite.untilHelp')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ gridArea: 'until', minWidth: 0 }}
                />
              )}
            />
            <IconButton
              aria-label={t('users.invite.removeRow', { index: index + 1 })}
              onClick={() => rows.remove(index)}
              disabled={rows.fields.length === 1}
              sx={{ gridArea: 'remove', alignSelf: 'center' }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => rows.append({ groupId: '', roleId: '', until: '' })}
        sx={{ mt: 1 }}
      >
        {t('users.invite.addRow')}
      </Button>
    </Box>
  );
}
