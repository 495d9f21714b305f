import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { memo, Suspense, useCallback, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/page-layout';
import { lazyPopup, useOpenedOnce } from '@/ui/use-lazy-popup';
import { canInvite, usePermissions } from '@/features/session';
import { useUsersTable } from '../hooks/use-users-table';
import type { User } from '../model/schemas';
import { BulkActions } from './bulk-actions';
import { InvitationsPanel } from './invitations-panel';
import { UsersSearchBox } from './users-search-box';
import { UsersTable } from './users-table';
import type { InviteDialog as InviteDialogView } from './invite-dialog';
import type { UserDetailDrawer as UserDetailDrawerView } from './user-detail-drawer';
import '../catalogue';

// The dialogs download when first opened (the invite dialog as soon as its button is pointed at or focused): the
// page itself stays within the first admin page's weight (docs/RULES.md#quality), without their forms and validation.
const InviteDialog = lazyPopup<ComponentProps<typeof InviteDialogView>>(() =>
  import('./invite-dialog').then((module) => ({ default: module.InviteDialog })),
);
const UserDetailDrawer = lazyPopup<ComponentProps<typeof UserDetailDrawerView>>(() =>
  import('./user-detail-drawer').then((module) => ({ default: module.UserDetailDrawer })),
);

/** /users: the company's users (searched, sorted, paged by the server), actions on a selection, pending invitations. */
export function UsersPage() {
  const { t } = useTranslation();
  const mayInvite = canInvite(usePermissions());
  const [inviting, setInviting] = useState(false);

  return (
    <PageLayout
      title={t('users.title')}
      breadcrumbs={[{ label: t('shell.menu.USER_MANAGEMENT') }, { label: t('users.title') }]}
      actions={
        mayInvite && (
          <Button
            variant="contained"
            startIcon={<PersonAddOutlinedIcon />}
            onClick={() => setInviting(true)}
            onPointerEnter={InviteDialog.preload}
            onFocus={InviteDialog.preload}
          >
            {t('users.page.invite')}
          </Button>
        )
      }
    >
      <UsersPageContent />
      <Suspense fallback={null}>{inviting && <InviteDialog.Component onClose={() => setInviting(false)} />}</Suspense>
    </PageLayout>
  );
}

const NO_USERS: User[] = [];

interface UsersToolbarProps {
  onSearch: (search: string) => void;
  selectedCount: number;
  onClearSelection: () => void;
}

/** The search box, and how many users are selected with a way to clear them; drawn again only when these change. */
const UsersToolbar = memo(function UsersToolbar({ onSearch, selectedCount, onClearSelection }: UsersToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <UsersSearchBox onSearch={onSearch} />
      {selectedCount > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" role="status">
            {t('users.page.selected', { count: selectedCount })}
          </Typography>
          <Button size="small" onClick={onClearSelection}>
            {t('users.page.clearSelection')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
});

/**
 * The page's content: what changes with a search, an order or a selection. Its own component, so the page's frame
 * (title, breadcrumbs, Invite) is not drawn again with each new list.
 */
function UsersPageContent() {
  const table = useUsersTable();
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const detailRendered = useOpenedOnce(openUserId !== null);
  const { group } = table;
  // Stable, so the invitations are not drawn again with every search.
  const groupName = useCallback((id: string) => group(id)?.name, [group]);
  // The selection as the latest loaded rows have it (memberships change after bulk actions and edits); the same empty
  // list while nothing is selected, so the toolbar and bulk actions are not drawn again with each search.
  const selectedUsers = useMemo(() => {
    if (table.selected.size === 0) return NO_USERS;
    const latest = new Map((table.users ?? []).map((user) => [user.publicId, user]));
    return [...table.selected.values()].map((user): User => latest.get(user.publicId) ?? user);
  }, [table.selected, table.users]);

  return (
    <>
      <UsersToolbar
        onSearch={table.setSearch}
        selectedCount={selectedUsers.length}
        onClearSelection={table.clearSelection}
      />
      <BulkActions users={selectedUsers} onDone={table.clearSelection} />
      <UsersTable table={table} onOpen={setOpenUserId} />
      <InvitationsPanel roleName={table.roleName} groupName={groupName} />
      <Suspense fallback={null}>
        {detailRendered && <UserDetailDrawer.Component userId={openUserId} onClose={() => setOpenUserId(null)} />}
      </Suspense>
    </>
  );
}
