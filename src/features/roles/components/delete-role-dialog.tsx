import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/ui/states';
import { useDeleteRole, type DeleteRoleView } from '../hooks/use-delete-role';
import type { Role } from '../model/schemas';
import '../catalogue';
import { LockoutDialog } from '@/features/lockout';

interface DeleteRoleDialogProps {
  role: Role;
  roles: readonly Role[];
  onClose: () => void;
}

function InUseText({ role, view }: { role: Role; view: Extract<DeleteRoleView, { kind: 'inUse' }> }) {
  const { t } = useTranslation();
  const { memberships, people, invitations } = view.plan;
  const holders = [
    ...(people > 0 ? [t('roles.delete.people', { count: people })] : []),
    ...(invitations > 0 ? [t('roles.delete.invitations', { count: invitations })] : []),
  ];
  return (
    <>
      {t('roles.delete.inUse', { name: role.name, count: memberships, holders: holders.join(', ') })}{' '}
      {t('roles.delete.moveFirst', { name: role.name, count: memberships })}
    </>
  );
}

/** Delete a role; one still given through memberships first has them moved to another role, in the same dialog. */
export function DeleteRoleDialog({ role, roles, onClose }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  const flow = useDeleteRole(role, roles, onClose);
  const { view } = flow;
  const inUse = view.kind === 'inUse';

  let body;
  if (view.kind === 'checking') {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <DialogContentText id={textId} role="status">
          {t('roles.delete.checking', { name: role.name })}
        </DialogContentText>
      </Stack>
    );
  } else if (view.kind === 'checkFailed') {
    body = <ErrorState title={t('roles.delete.checkFailed')} message={view.message} onRetry={flow.retry} />;
  } else if (view.kind === 'unused') {
    body = <DialogContentText id={textId}>{t('roles.delete.text', { name: role.name })}</DialogContentText>;
  } else {
    body = (
      <Stack spacing={2}>
        <DialogContentText id={textId}>
          <InUseText role={role} view={view} />
        </DialogContentText>
        {flow.targets.length === 0 ? (
          <Alert severity="info">{t('roles.delete.noOtherRole')}</Alert>
        ) : (
          <TextField
            select
            label={t('roles.delete.target')}
            value={flow.targetId}
            onChange={(event) => flow.chooseTarget(event.target.value)}
            helperText={t('roles.delete.targetHint')}
            disabled={flow.pending}
            required
            fullWidth
          >
            {flow.targets.map((target) => (
              <MenuItem key={target.publicId} value={target.publicId}>
                {target.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    );
  }

  return (
    <Dialog
      open
      onClose={() => !flow.pending && onClose()}
      aria-describedby={view.kind === 'checkFailed' ? undefined : textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle>{t('roles.delete.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {flow.error && <Alert severity="error">{flow.error}</Alert>}
          {flow.heldByMe && <Alert severity="warning">{t('roles.delete.heldByMe', { name: role.name })}</Alert>}
          {body}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={flow.pending}>
          {t('ui.actions.cancel')}
        </Button>
        {(view.kind === 'unused' || (inUse && flow.targets.length > 0)) && (
          <Button
            variant="contained"
            color="error"
            onClick={flow.confirm}
            disabled={!flow.canConfirm}
            loading={flow.pending}
          >
            {inUse ? t('roles.delete.moveAndDelete') : t('roles.delete.confirm')}
          </Button>
        )}
      </DialogActions>
      {flow.lockout && <LockoutDialog {...flow.lockout} />}
    </Dialog>
  );
}
