import { dateTimeFormat } from '@/lib/intl-formatters';
import { Button, Stack, Typography } from '@mui/material';
import { memo, Suspense, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialog as ConfirmDialogView } from '@/ui/confirm-dialog';
import { emailText } from './email-text';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { lazyPopup, useOpenedOnce } from '@/ui/use-lazy-popup';
import { useInvitations } from '../hooks/use-invitations';
import type { Invite } from '../model/schemas';
import '../catalogue';

// The revoke confirmation downloads when first asked for: the users page is the first admin page and stays light.
const ConfirmDialog = lazyPopup<ComponentProps<typeof ConfirmDialogView>>(() =>
  import('@/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

const inviteId = (invite: Invite) => invite.publicId;

interface InvitationsPanelProps {
  roleName: (id: string) => string | undefined;
  groupName: (id: string) => string | undefined;
}

/** The company's pending invitations: address, roles in groups, expiry; resend and revoke. Drawn again only when its props or data change. */
export const InvitationsPanel = memo(function InvitationsPanel({ roleName, groupName }: InvitationsPanelProps) {
  const { t, i18n } = useTranslation();
  const invitations = useInvitations();
  const confirmRendered = useOpenedOnce(invitations.revokingInvite !== null);
  // One formatter per language (what date-fns' intlFormat would build on every call).
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: 'medium' }), [i18n.language]);
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };

  const columns: Column<Invite>[] = [
    {
      id: 'email',
      header: t('users.invitations.email'),
      isRowHeader: true,
      render: (invite) => emailText(invite.emailAddress),
    },
    {
      id: 'roles',
      header: t('users.invitations.roles'),
      render: (invite) => (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {invite.memberships.map((membership) => {
            const values = {
              role: membership.role
                ? (roleName(membership.role.publicId) ?? t('users.table.unknownRole'))
                : t('users.table.none'),
              group: groupName(membership.group.publicId) ?? t('users.table.unknownGroup'),
            };
            return (
              <li key={membership.publicId}>
                {membership.expiresOn
                  ? t('users.invitations.roleInUntil', { ...values, date: formatDate(membership.expiresOn) })
                  : t('users.invitations.roleIn', values)}
              </li>
            );
          })}
        </Stack>
      ),
    },
    {
      id: 'expires',
      header: t('users.invitations.expires'),
      render: (invite) => {
        if (!invite.expiresOn) return null;
        const date = formatDate(invite.expiresOn);
        return Date.parse(invite.expiresOn) < Date.now() ? t('users.invitations.expired', { date }) : date;
      },
    },
    {
      id: 'actions',
      header: t('users.invitations.actions'),
      align: 'right',
      render: (invite) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            aria-label={t('users.invitations.resendLabel', { email: invite.emailAddress })}
            loading={invitations.resendingId === invite.publicId}
            onClick={() => invitations.resend(invite)}
          >
            {t('users.invitations.resend')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('users.invitations.revokeLabel', { email: invite.emailAddress })}
            onClick={() => invitations.askRevoke(invite)}
          >
            {t('users.invitations.revoke')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack component="section" spacing={1} aria-labelledby="pending-invitations-heading">
      <Typography id="pending-invitations-heading" component="h2" variant="h6">
        {t('users.invitations.title')}
      </Typography>
      <ResourceTable
        label={t('users.invitations.label')}
        columns={columns}
        rows={invitations.invites}
        getRowId={inviteId}
        isLoading={invitations.isLoading}
        error={invitations.error}
        onRetry={invitations.retry}
        emptyText={t('users.invitations.empty')}
        keepWords
      />
      {confirmRendered && (
        <Suspense fallback={null}>
          <ConfirmDialog.Component
            open={invitations.revokingInvite !== null}
            title={t('users.invitations.revokeTitle')}
            text={t('users.invitations.revokeText', { email: invitations.revokingInvite?.emailAddress ?? '' })}
            confirmLabel={t('users.invitations.revokeConfirm')}
            destructive
            pending={invitations.revokePending}
            onConfirm={invitations.confirmRevoke}
            onCancel={invitations.cancelRevoke}
          />
        </Suspense>
      )}
    </Stack>
  );
});
