import { Button, Typography } from '@mui/material';
import { memo, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable, resourceTableClasses, type Column } from '@/ui/resource-table';
import type { useUsersTable } from '../hooks/use-users-table';
import { RelativeTime } from './relative-time';
import type { User } from '../model/schemas';
import { summarizeAccess, type AccessSummary } from '../model/user-access';
import '../catalogue';

type UsersTableState = ReturnType<typeof useUsersTable>;

const userId = (user: User) => user.publicId;

/** Stands for the name in a label translated once per language and then filled in per row (i18next's `t` per row is slow). */
const NAME = '\u0000name\u0000';
const withName = (template: string, name: string) => template.split(NAME).join(name);
const displayName = (user: User) => user.name || user.emailAddress || user.publicId;

/** The groups a row names; more are counted ("and 2 more"), all of them are in the cell's title and the user's details. */
const GROUPS_SHOWN = 2;

/** When someone was last seen, relative to now, with the date and time in full as its title. */
function lastSeen(iso: string | null | undefined, never: string) {
  return iso && !Number.isNaN(Date.parse(iso)) ? <RelativeTime value={iso} /> : never;
}

interface LoadMoreProps {
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/** How many users are shown, and the next server page on demand; renders only when one of these changes. */
const LoadMore = memo(function LoadMore({ count, hasMore, loadingMore, loadMoreFailed, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('users.table.allShown', { count })}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', mr: 2 }}>
        {t('users.table.shown', { count })}
      </Typography>
      {loadMoreFailed && (
        <Typography variant="body2" color="error" role="alert" sx={{ alignSelf: 'center', mr: 2 }}>
          {t('users.table.loadMoreFailed')}
        </Typography>
      )}
      <Button onClick={onLoadMore} loading={loadingMore} variant="outlined">
        {t('users.table.loadMore')}
      </Button>
    </>
  );
});

/**
 * The company's users, one server page at a time, sortable by name, e-mail and last seen, with a row selection.
 * The columns and callbacks stay the same between renders, so a row is drawn again only when it changes.
 */
export function UsersTable({ table, onOpen }: { table: UsersTableState; onOpen: (userId: string) => void }) {
  const { t } = useTranslation();
  const { roleName, group } = table;
  // A search or order asked for and not shown yet: the previous rows stay and the header shows the order at once; the
  // table says it is busy only once the answer is slow.
  const asked = useSyncExternalStore(table.asked.subscribe, table.asked.display);

  const columns = useMemo((): Column<User>[] => {
    const names = {
      roleName,
      group,
      unknownRole: t('users.table.unknownRole'),
      unknownGroup: t('users.table.unknownGroup'),
    };
    // Both the roles and the groups column read one summary per user.
    const summaries = new WeakMap<User, AccessSummary>();
    const summary = (user: User) => {
      let found = summaries.get(user);
      if (!found) summaries.set(user, (found = summarizeAccess(user.memberships, names)));
      return found;
    };
    const none = t('users.table.none');
    const groupList = (groups: readonly string[]) => {
      if (groups.length === 0) return none;
      const shown = groups.slice(0, GROUPS_SHOWN).join(', ');
      const text =
        groups.length <= GROUPS_SHOWN
          ? shown
          : t('users.table.groupsMore', { groups: shown, count: groups.length - GROUPS_SHOWN });
      // Two lines at most: every group is in the title and in the user's details.
      return <span title={groups.join(', ')}>{text}</span>;
    };
    const roleList = (roles: readonly string[]) =>
      roles.length > 0 ? <span title={roles.join(', ')}>{roles.join(', ')}</span> : none;
    const texts = {
      serviceAccount: t('users.table.serviceAccount'),
      noEmail: t('users.table.noEmail'),
      never: t('users.table.never'),
      required: t('users.table.twoFactorRequired'),
      notRequired: t('users.table.twoFactorNotRequired'),
      support: t('users.table.supportAccount'),
    };
    return [
      {
        id: 'name',
        header: t('users.table.name'),
        isRowHeader: true,
        sortable: true,
        minWidth: 150,
        // The name opens the user's details, as a link would; it stays the row header's name.
        render: (user) => (
          <>
            <button type="button" className={resourceTableClasses.link} onClick={() => onOpen(user.publicId)}>
              {displayName(user)}
            </button>
            {user.type === 'service_account' && (
              <span className={resourceTableClasses.caption}>{texts.serviceAccount}</span>
            )}
            {/* The platform's support staff, rare among a company's people: said where it applies rather than in a column of "No". */}
            {user.support && <span className={resourceTableClasses.caption}>{texts.support}</span>}
          </>
        ),
      },
      {
        id: 'email',
        header: t('users.table.email'),
        sortable: true,
        // One line: a long address ends in an ellipsis, whole in its title, never broken at its "@".
        render: (user) =>
          user.emailAddress ? (
            <span className={resourceTableClasses.oneLine} title={user.emailAddress}>
              {user.emailAddress}
            </span>
          ) : (
            texts.noEmail
          ),
      },
      { id: 'roles', header: t('users.table.roles'), lines: 2, render: (user) => roleList(summary(user).roles) },
      { id: 'groups', header: t('users.table.groups'), lines: 2, render: (user) => groupList(summary(user).groups) },
      {
        id: 'lastSeen',
        header: t('users.table.lastSeen'),
        sortable: true,
        noWrap: true,
        render: (user) => lastSeen(user.lastSeenOn, texts.never),
      },
      {
        id: 'twoFactor',
        header: t('users.table.twoFactor'),
        noWrap: true,
        render: (user) => (user.otpauthRequired ? texts.required : texts.notRequired),
      },
    ];
  }, [t, roleName, group, onOpen]);
  const rowLabel = useMemo(() => {
    const template = t('users.table.selectRow', { name: NAME });
    return (user: User) => withName(template, displayName(user));
  }, [t]);

  return (
    <ResourceTable
      label={t('users.table.label')}
      columns={columns}
      rows={table.users}
      getRowId={userId}
      isLoading={table.isLoading}
      error={table.error}
      onRetry={table.retry}
      emptyText={
        table.showingSearch ? t('users.table.noMatch', { search: table.showingSearch }) : t('users.table.empty')
      }
      busy={table.busy || (asked.slow !== null && asked.slow !== table.view && !table.askFailed)}
      sort={{ columnId: asked.sort.column, direction: asked.sort.direction, onSort: table.toggleSort }}
      selection={{
        isSelected: table.isSelected,
        onChange: table.changeSelection,
        rowLabel,
        allLabel: t('users.table.selectAll'),
      }}
      footer={
        <LoadMore
          count={table.users?.length ?? 0}
          hasMore={table.hasMore}
          loadingMore={table.loadingMore}
          loadMoreFailed={table.loadMoreFailed}
          onLoadMore={table.loadMore}
        />
      }
      reuseRows
      keepWords
    />
  );
}
