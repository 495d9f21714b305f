import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FactList, type Fact } from '@/ui/fact-list';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useCustomFieldFacts } from '@/features/custom-fields';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useRemoveUserMutation, useUserQuery } from '../api';
import { useMembershipChanges, type MembershipChangesModel } from '../hooks/use-membership-changes';
import { useMembershipEditor, type MembershipEditorModel } from '../hooks/use-membership-editor';
import { useMembershipNames, type MembershipNames } from '../hooks/use-membership-names';
import type { User } from '../model/schemas';
import { MembershipEditor } from './membership-editor';
import { MembershipList } from './membership-list';
import '../catalogue';
import '../catalogue-dialogs';
import { LockoutDialog, useLockoutGuard, type LockoutChange } from '@/features/lockout';
import { UnsavedChangesDialog } from '@/ui/unsaved-changes-dialog';

interface UserDetailDrawerProps {
  /** The user shown; null closes the drawer. */
  userId: string | null;
  onClose: () => void;
}

function Facts({ user, names }: { user: User; names: MembershipNames }) {
  const { t } = useTranslation();
  // The person's custom field values, read-only: the platform has no rel that lets an administrator change them.
  const custom = useCustomFieldFacts('User', user.custom);
  const facts: Fact[] = [
    [t('users.detail.email'), user.emailAddress ?? t('users.detail.noEmail')],
    [t('users.detail.type'), t(`users.detail.types.${user.type}`)],
    [t('users.detail.lastSeen'), user.lastSeenOn ? names.date(user.lastSeenOn) : t('users.detail.never')],
    [
      t('users.detail.twoFactor'),
      t(user.otpauthRequired ? 'users.detail.twoFactorRequired' : 'users.detail.twoFactorNotRequired'),
    ],
    [t('users.detail.support'), t(user.support ? 'users.detail.yes' : 'users.detail.no')],
    ...custom.facts,
  ];
  return <FactList facts={facts} emptyText={t('users.detail.notSet')} />;
}

interface UserDetailProps {
  user: User;
  names: MembershipNames;
  editor: MembershipEditorModel;
  changes: MembershipChangesModel;
  /** The self-lockout check before a removal. */
  allows: (change: LockoutChange) => Promise<boolean>;
  /** Cancel of the editor: asks first when there are unsaved edits. */
  onCancelEditing: () => void;
  onRemoved: () => void;
}

/** The detail of one loaded user: facts, memberships (single changes, or the whole list edited), removal. */
function UserDetail({ user, names, editor, changes, allows, onCancelEditing, onRemoved }: UserDetailProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const [removeUser, removal] = useRemoveUserMutation();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from editing, the focus returns to the Edit button.
  useEffect(() => {
    if (wasEditing.current && !editor.editing) editButtonRef.current?.focus();
    wasEditing.current = editor.editing;
  }, [editor.editing]);

  const remove = async () => {
    if (!(await allows({ kind: 'removeUsers', userIds: [user.publicId] }))) {
      setConfirmingRemoval(false);
      return;
    }
    try {
      await removeUser(user.publicId).unwrap();
      setConfirmingRemoval(false);
      dispatch(
        snackbarRequested({
          messageKey: 'users.detail.removed',
          messageValues: { name: user.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      onRemoved();
    } catch (error) {
      setConfirmingRemoval(false);
      notifyFailure(error, 'users.detail.removeFailed');
    }
  };

  return (
    // The header stays; the detail scrolls under it.
    <Stack spacing={3} sx={{ p: 2, flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <Facts user={user} names={names} />
      <Divider />
      <Box component="section" aria-label={t('users.memberships.title')}>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h3">
            {t('users.memberships.title')}
          </Typography>
          {!editor.editing && names.error === undefined && (
            <Button
              ref={editButtonRef}
              startIcon={<EditOutlinedIcon />}
              onClick={editor.start}
              disabled={changes.pending || names.isLoading}
            >
              {t('users.memberships.edit')}
            </Button>
          )}
        </Stack>
        {names.error !== undefined ? (
          <ErrorState title={names.error} onRetry={names.retry} />
        ) : names.isLoading ? (
          <LoadingRows rows={2} label={t('users.detail.loading')} />
        ) : editor.editing ? (
          <MembershipEditor userName={user.name} names={names} editor={editor} onCancel={onCancelEditing} />
        ) : (
          <MembershipList user={user} names={names} changes={changes} />
        )}
      </Box>
      <Divider />
      <Box>
        <Button color="error" variant="outlined" onClick={() => setConfirmingRemoval(true)}>
          {t('users.detail.remove')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmingRemoval}
        title={t('users.detail.removeTitle')}
        text={t('users.detail.removeText', { name: user.name })}
        confirmLabel={t('users.detail.removeConfirm')}
        destructive
        pending={removal.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </Stack>
  );
}

function Header({ title, titleId, onClose }: { title: string; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexShrink: 0, alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <IconButton aria-label={t('users.detail.close')} title={t('users.detail.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}

const NO_MEMBERSHIPS: User['memberships'] = [];

/**
 * One user of the company in a side drawer (a modal dialog: the focus moves in, stays in, and returns to what opened it):
 * name, e-mail, type, last seen, two-factor, support; the memberships; removal from the company.
 */
export function UserDetailDrawer({ userId, onClose }: UserDetailDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const userQuery = useUserQuery(userId ?? skipToken);
  const names = useMembershipNames();
  const user = userQuery.currentData?.publicId === userId ? userQuery.currentData : undefined;
  // Every change here that could take the signed-in person's own rights away asks first (or is refused for the last).
  const lockout = useLockoutGuard();
  const editor = useMembershipEditor(userId ?? '', user?.memberships ?? NO_MEMBERSHIPS, lockout.allows);
  const changes = useMembershipChanges(userId ?? '', names, lockout.allows);
  const [discarding, setDiscarding] = useState<'cancel' | 'close' | null>(null);
  const blocked = editor.blocker.state === 'blocked';

  // Escape, the backdrop, Close and Cancel ask before dropping unsaved edits.
  const requestClose = (then: 'cancel' | 'close') => {
    if (editor.dirty) setDiscarding(then);
    else if (then === 'close') onClose();
    else editor.stop();
  };

  const status = userQuery.error && 'status' in userQuery.error ? userQuery.error.status : undefined;
  return (
    <Drawer
      anchor="right"
      open={userId !== null}
      onClose={() => requestClose('close')}
      // Above the app bar, which sits over the main drawer: this one is a modal.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      <Header title={user?.name ?? t('users.detail.label')} titleId={titleId} onClose={() => requestClose('close')} />
      {user ? (
        <UserDetail
          key={user.publicId}
          user={user}
          names={names}
          editor={editor}
          changes={changes}
          allows={lockout.allows}
          onCancelEditing={() => requestClose('cancel')}
          onRemoved={onClose}
        />
      ) : userQuery.isError ? (
        <ErrorState
          title={status === 404 ? t('users.detail.notFound') : undefined}
          message={status === 404 ? undefined : firstErrorMessage(userQuery.error)}
          onRetry={status === 404 ? undefined : () => void userQuery.refetch()}
        />
      ) : (
        <LoadingRows label={t('users.detail.loading')} />
      )}
      {lockout.dialog && <LockoutDialog {...lockout.dialog} />}
      <UnsavedChangesDialog
        open={discarding !== null || blocked}
        onDiscard={() => {
          if (blocked) editor.blocker.proceed?.();
          editor.stop();
          if (discarding === 'close') onClose();
          setDiscarding(null);
        }}
        onKeep={() => {
          if (blocked) editor.blocker.reset?.();
          setDiscarding(null);
        }}
      />
    </Drawer>
  );
}
