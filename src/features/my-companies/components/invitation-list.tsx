import { dateTimeFormat } from '@/lib/intl-formatters';
import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { useMyInvitesQuery } from '../api';
import { useInvitationActions } from '../hooks/use-invitation-actions';
import { isExpired, requiredTerms, whatItGives, type MyInvite } from '../model/invites';
import { AcceptTermsDialog } from './accept-terms-dialog';
import '../catalogue';

/** The invitations to the signed-in person, each with accept and decline; an expired one can only be declined. */
export function InvitationList() {
  const { t } = useTranslation();
  const invites = useMyInvitesQuery();
  const actions = useInvitationActions();
  const declining = actions.declining?.company.name ?? '';
  let body;
  if (invites.isLoading) body = <LoadingRows rows={2} label={t('myCompanies.invites.loading')} />;
  else if (invites.error)
    body = <ErrorState message={firstErrorMessage(invites.error)} onRetry={() => void invites.refetch()} />;
  else if (!invites.data?.length)
    body = <EmptyState title={t('myCompanies.invites.empty')} text={t('myCompanies.invites.emptyText')} />;
  else {
    body = (
      <List aria-label={t('myCompanies.invites.label')} disablePadding>
        {invites.data.map((invite, index) => (
          <InvitationItem
            key={invite.publicId}
            invite={invite}
            readAt={invites.fulfilledTimeStamp ?? 0}
            divider={index < (invites.data?.length ?? 0) - 1}
            actions={actions}
          />
        ))}
      </List>
    );
  }
  return (
    <Stack spacing={1} component="section" aria-labelledby="my-invitations-title">
      <Typography id="my-invitations-title" component="h2" variant="h6">
        {t('myCompanies.invites.title')}
      </Typography>
      <Paper variant="outlined">{body}</Paper>
      {actions.accepting && (
        <AcceptTermsDialog
          invite={actions.accepting}
          pending={actions.pending}
          onAccept={() => void actions.confirmAccept()}
          onCancel={actions.cancelAccept}
        />
      )}
      <ConfirmDialog
        open={actions.declining !== null}
        title={t('myCompanies.invites.declineTitle', { name: declining })}
        text={t('myCompanies.invites.declineText', { name: declining })}
        confirmLabel={t('myCompanies.invites.decline')}
        destructive
        pending={actions.pending}
        onConfirm={() => void actions.confirmDecline()}
        onCancel={actions.cancelDecline}
      />
    </Stack>
  );
}

interface InvitationItemProps {
  invite: MyInvite;
  /** When the list was read: an invitation that expires while the page is open is refused by InviteFinish. */
  readAt: number;
  divider: boolean;
  actions: ReturnType<typeof useInvitationActions>;
}

function InvitationItem({ invite, readAt, divider, actions }: InvitationItemProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: 'medium' }), [i18n.language]);
  const expiresOn = new Date(invite.expiresOn);
  const date = Number.isNaN(expiresOn.getTime()) ? invite.expiresOn : dateFormat.format(expiresOn);
  const expired = isExpired(invite, readAt);
  const given = whatItGives(invite);
  const name = invite.company.name;
  const nameId = `my-invite-${invite.publicId}`;
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={nameId} component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {expired && <Chip size="small" color="warning" label={t('myCompanies.invites.expiredChip')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t(expired ? 'myCompanies.invites.expired' : 'myCompanies.invites.expires', { date })}
            {' · '}
            {t('myCompanies.invites.gives', {
              groups: t('myCompanies.invites.groups', { count: given.groups }),
              roles: t('myCompanies.invites.roles', { count: given.roles }),
            })}
          </Typography>
          {expired ? (
            <Typography variant="body2">{t('myCompanies.invites.expiredHint')}</Typography>
          ) : (
            requiredTerms(invite) && (
              <Typography variant="body2">{t('myCompanies.invites.ownTerms', { name })}</Typography>
            )
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            size="small"
            aria-describedby={nameId}
            disabled={expired || actions.pending}
            onClick={() => actions.startAccept(invite)}
          >
            {t('myCompanies.invites.accept')}
          </Button>
          <Button
            size="small"
            aria-describedby={nameId}
            disabled={actions.pending}
            onClick={() => actions.startDecline(invite)}
          >
            {t('myCompanies.invites.decline')}
          </Button>
        </Stack>
      </Stack>
    </ListItem>
  );
}
