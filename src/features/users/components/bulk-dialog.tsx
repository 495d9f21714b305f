import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkAction, type BulkKind } from '../hooks/use-bulk-action';
import { useMembershipNames, type MembershipNames } from '../hooks/use-membership-names';
import type { BulkChange, BulkOutcome } from '../model/bulk-preview';
import type { User } from '../model/schemas';
import { ExpiryField, GroupSelect, RoleSelect } from './membership-fields';
import '@/ui/catalogue';
import '../catalogue';
import '../catalogue-dialogs';
import { LockoutDialog, useLockoutGuard } from '@/features/lockout';

/** One change of one user in words, as the preview lists it. */
function changeText(change: BulkChange, names: MembershipNames, t: TFunction): string {
  const until = (expiresOn: string | null) =>
    expiresOn ? t('users.memberships.change.until', { date: names.date(expiresOn) }) : '';
  switch (change.kind) {
    case 'new':
      return t('users.bulk.line.new', {
        role: names.roleName(change.roleId),
        group: names.groupName(change.groupId),
        until: until(change.expiresOn),
      });
    case 'roleChange':
      return t('users.bulk.line.roleChange', {
        from: names.roleName(change.fromRoleId),
        to: names.roleName(change.toRoleId),
        group: names.groupName(change.groupId),
        until: until(change.expiresOn),
      });
    case 'expiryChange':
      return t('users.bulk.line.expiryChange', {
        role: names.roleName(change.roleId),
        group: names.groupName(change.groupId),
        from: names.date(change.from),
        to: names.date(change.to),
      });
    case 'alreadyHas':
      return t('users.bulk.line.alreadyHas', {
        role: names.roleName(change.roleId),
        group: names.groupName(change.groupId),
      });
    case 'removal':
      return t('users.bulk.line.removal', {
        role: names.roleName(change.roleId),
        group: names.groupName(change.groupId),
      });
    case 'notInGroup':
      return t('users.bulk.line.notInGroup', { group: names.groupName(change.groupId) });
    case 'leaveCompany':
      return t('users.bulk.line.leaveCompany', { count: change.memberships });
  }
}

function outcomeText(outcome: BulkOutcome, t: TFunction): string {
  if (outcome.status !== 'failed') return t(`users.bulk.status.${outcome.status}`);
  return outcome.message
    ? t('users.bulk.status.failed', { message: outcome.message })
    : t('users.bulk.status.failedNoMessage');
}

/** Per user: the name, then what happens (or happened) in words. Names are the users' own text, shown as text. */
function PerUser({ label, lines }: { label: string; lines: { userId: string; name: string; text: string }[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, maxHeight: 320, overflowY: 'auto' }}>
      {lines.map((line) => (
        <Typography key={line.userId} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="strong">{line.name}</Box>: {line.text}
        </Typography>
      ))}
    </Box>
  );
}

const TITLES = {
  giveRole: 'users.bulk.giveRole',
  removeFromGroup: 'users.bulk.removeFromGroup',
  removeFromCompany: 'users.bulk.removeFromCompany',
} as const;

export interface BulkDialogProps {
  kind: BulkKind;
  users: readonly User[];
  /** Closed without applying. */
  onCancel: () => void;
  /** Closed after applying: the selection is done with. */
  onDone: () => void;
}

/** A bulk action: its choices, the preview of exactly what changes per user, Apply, and the outcome per user. */
export function BulkDialog({ kind, users, onCancel, onDone }: BulkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const names = useMembershipNames();
  const lockout = useLockoutGuard();
  const bulk = useBulkAction(users, kind, lockout.allows);
  const { plan, outcome } = bulk;
  const changed = plan ? plan.lines.filter((line) => !line.unchanged).length : 0;
  const count = (status: BulkOutcome['status']) => outcome?.filter((o) => o.status === status).length ?? 0;
  const close = () => (outcome ? onDone() : bulk.applying ? undefined : onCancel());

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(TITLES[kind])}</DialogTitle>
      <DialogContent>
        {outcome ? (
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h3">
              {t('users.bulk.summaryTitle')}
            </Typography>
            <Typography role="status">
              {t('users.bulk.summary', {
                done: count('done'),
                failed: count('failed'),
                notApplied: count('notApplied'),
                unchanged: count('unchanged'),
              })}
            </Typography>
            <PerUser
              label={t('users.bulk.summaryLabel')}
              lines={outcome.map((o) => ({ userId: o.userId, name: o.name, text: outcomeText(o, t) }))}
            />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kind !== 'removeFromCompany' && (
              <GroupSelect
                names={names}
                label={t('users.memberships.group')}
                value={bulk.groupId}
                onChange={bulk.setGroupId}
                disabled={bulk.applying}
                autoFocus
              />
            )}
            {kind === 'giveRole' && (
              <>
                <RoleSelect
                  names={names}
                  label={t('users.memberships.role')}
                  value={bulk.roleId}
                  onChange={bulk.setRoleId}
                  disabled={bulk.applying}
                />
                <ExpiryField
                  label={t('users.memberships.expiresOn')}
                  value={bulk.date}
                  onChange={bulk.setDate}
                  disabled={bulk.applying}
                  error={bulk.expiryProblem ? t(`users.memberships.problems.${bulk.expiryProblem}`) : undefined}
                />
              </>
            )}
            <Box component="section" aria-label={t('users.bulk.previewTitle')}>
              <Typography variant="subtitle1" component="h3">
                {t('users.bulk.previewTitle')}
              </Typography>
              {plan ? (
                <Stack spacing={1}>
                  <Typography variant="body2" color="text.secondary">
                    {t('users.bulk.counts', { changed, total: plan.lines.length })} {t('users.bulk.previewHint')}
                  </Typography>
                  <PerUser
                    label={t('users.bulk.previewLabel')}
                    lines={plan.lines.map((line) => ({
                      userId: line.userId,
                      name: line.name,
                      text: line.changes.map((c) => changeText(c, names, t)).join('; '),
                    }))}
                  />
                  {plan.requests.length === 0 && <Typography variant="body2">{t('users.bulk.nothingToDo')}</Typography>}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t(kind === 'giveRole' ? 'users.bulk.chooseGroupAndRole' : 'users.bulk.chooseGroup')}
                </Typography>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {outcome ? (
          <Button variant="contained" onClick={onDone} autoFocus>
            {t('users.bulk.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onCancel} disabled={bulk.applying}>
              {t('ui.actions.cancel')}
            </Button>
            <Button
              variant="contained"
              color={kind === 'removeFromCompany' ? 'error' : 'primary'}
              disabled={!bulk.canApply}
              loading={bulk.applying}
              onClick={() => void bulk.apply()}
            >
              {kind === 'removeFromCompany'
                ? t('users.bulk.applyRemove', { count: users.length })
                : t('users.bulk.apply')}
            </Button>
          </>
        )}
      </DialogActions>
      {lockout.dialog && <LockoutDialog {...lockout.dialog} />}
    </Dialog>
  );
}
