import { Box, Dialog, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { FormDialog } from '@/ui/form-dialog';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useRolesQuery, type Role } from '@/features/roles';
import { useCompanyGroupsQuery } from '../api';
import { useInviteForm } from '../hooks/use-invite-form';
import type { ParsedEmail } from '../model/email-list';
import { INVITE_MESSAGE_MAX_LENGTH } from '../model/invite-form';
import type { CompanyGroup } from '../model/schemas';
import { GroupRoleRows } from './group-role-rows';
import '../catalogue';
import '../catalogue-dialogs';

function AddressList({
  addresses,
  serverProblemsOf,
}: {
  addresses: readonly ParsedEmail[];
  serverProblemsOf: (address: string) => string[] | undefined;
}) {
  const { t } = useTranslation();
  if (addresses.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('users.invite.addresses')}
      sx={{ m: 0, pl: 2.5, maxHeight: 160, overflowY: 'auto' }}
    >
      {addresses.map(({ address, problem }, index) => {
        const server = serverProblemsOf(address);
        const note = problem
          ? t(`users.invite.problems.${problem}`)
          : server
            ? server.join('; ')
            : t('users.invite.ready');
        return (
          <Typography
            key={`${index}-${address}`}
            component="li"
            variant="body2"
            color={problem || server ? 'error' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {address} — {note}
          </Typography>
        );
      })}
    </Box>
  );
}

function InviteForm({
  groups,
  roles,
  onClose,
}: {
  groups: readonly CompanyGroup[];
  roles: readonly Role[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const companyGroupId = groups.find((group) => group.isCompanyGroup)?.publicId ?? '';
  const invite = useInviteForm({ companyGroupId, onClose });
  const { control, formState } = invite.form;
  const errorText = (error: FieldError | undefined) => (error?.message ? t(error.message as ParseKeys) : undefined);

  return (
    <FormDialog
      open
      title={t('users.invite.title')}
      submitLabel={t('users.invite.submit', { count: invite.addresses.length })}
      dirty={formState.isDirty}
      canSubmit={formState.isValid}
      pending={formState.isSubmitting}
      error={invite.formError}
      onSubmit={(event) => void invite.submit(event)}
      onClose={onClose}
    >
      <Controller
        name="emails"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('users.invite.emails')}
            required
            multiline
            minRows={2}
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('users.invite.emailsHelp')}
            fullWidth
          />
        )}
      />
      <AddressList addresses={invite.addresses} serverProblemsOf={invite.serverProblemsOf} />
      <GroupRoleRows control={control} rows={invite.rows} groups={groups} roles={roles} />
      <Controller
        name="message"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('users.invite.message')}
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={
              errorText(fieldState.error) ??
              t('users.invite.messageCount', { count: invite.messageLength, max: INVITE_MESSAGE_MAX_LENGTH })
            }
            fullWidth
          />
        )}
      />
    </FormDialog>
  );
}

/** The invite dialog, once the company's groups and roles are known (rendered while it is open). */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const groups = useCompanyGroupsQuery();
  const roles = useRolesQuery();
  if (groups.data && roles.data) return <InviteForm groups={groups.data} roles={roles.data} onClose={onClose} />;
  const failed = groups.isError || roles.isError;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('users.invite.title')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <ErrorState
            title={t('users.invite.optionsFailed')}
            message={firstErrorMessage(groups.error ?? roles.error)}
            onRetry={() => {
              if (groups.isError) void groups.refetch();
              if (roles.isError) void roles.refetch();
            }}
          />
        ) : (
          <LoadingRows label={t('users.invite.title')} rows={3} />
        )}
      </DialogContent>
    </Dialog>
  );
}
