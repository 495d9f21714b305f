import { Button, Typography } from '@mui/material';
import { intlFormat, intlFormatDistance } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type Column } from '../../../ui/resource-table';
import type { useUsersTable } from '../hooks/use-users-table';
import type { User } from '../model/schemas';
import { summarizeAccess } from '../model/user-access';
import '../catalogue';

type UsersTableState = ReturnType<typeof useUsersTable>;

const userId = (user: User) => user.publicId;

function LastSeen({ iso }: { iso: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return t('users.table.never');
  const locale = { locale: i18n.language };
  return (
    <time dateTime={date.toISOString()} title={intlFormat(date, { dateStyle: 'medium', timeStyle: 'short' }, locale)}>
      {intlFormatDistance(date, new Date(), locale)}
    </time>
  );
}

function LoadMore({ table }: { table: UsersTableState }) {
  const { t } = useTranslation();
  const count = table.users?.length ?? 0;
  if (!table.hasMore) {
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
      {table.loadMoreFailed && (
        <Typography variant="body2" color="error" role="alert" sx={{ alignSelf: 'center', mr: 2 }}>
          {t('users.table.loadMoreFailed')}
        </Typography>
      )}
      <Button onClick={table.loadMore} loading={table.loadingMore} variant="outlined">
        {t('users.table.loadMore')}
      </Button>
    </>
  );
}

/** The company's users, one server page at a time, sortable by name, e-mail and last seen, with a row selection. */
export function UsersTable({ table, onOpen }: { table: UsersTableState; onOpen: (userId: string) => void }) {
  const { t } = useTranslation();
  const names = {
    roleName: table.roleName,
    group: table.group,
    unknownRole: t('users.table.unknownRole'),
    unknownGroup: t('users.table.unknownGroup'),
  };
  const listOrNone = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : t('users.table.none'));
  const displayName = (user: User) => user.name || user.emailAddress || user.publicId;

  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t('users.table.name'),
      isRowHeader: true,
      sortable: true,
      minWidth: 110,
      render: (user) => (
        <>
          {displayName(user)}
          {user.type === 'service_account' && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('users.table.serviceAccount')}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'email', header: t('users.table.email'), sortable: true, minWidth: 150, render: (user) => user.emailAddress ?? t('users.table.noEmail') },
    { id: 'roles', header: t('users.table.roles'), minWidth: 125, render: (user) => listOrNone(summarizeAccess(user.memberships, names).roles) },
    { id: 'groups', header: t('users.table.groups'), minWidth: 110, render: (user) => listOrNone(summarizeAccess(user.memberships, names).groups) },
    { id: 'lastSeen', header: t('users.table.lastSeen'), sortable: true, minWidth: 95, render: (user) => <LastSeen iso={user.lastSeenOn} /> },
    {
      id: 'twoFactor',
      header: t('users.table.twoFactor'),
      minWidth: 100,
      render: (user) => t(user.otpauthRequired ? 'users.table.twoFactorRequired' : 'users.table.twoFactorNotRequired'),
    },
    {
      id: 'support',
      header: t('users.table.support'),
      render: (user) => t(user.support ? 'users.table.yes' : 'users.table.no'),
    },
    {
      id: 'actions',
      header: t('users.table.actions'),
      align: 'right',
      render: (user) => (
        <Button size="small" aria-label={t('users.table.openLabel', { name: displayName(user) })} onClick={() => onOpen(user.publicId)}>
          {t('users.table.open')}
        </Button>
      ),
    },
  ];

  return (
    <ResourceTable
      label={t('users.table.label')}
      columns={columns}
      rows={table.users}
      getRowId={userId}
      isLoading={table.isLoading}
      error={table.error}
      onRetry={table.retry}
      emptyText={table.showingSearch ? t('users.table.noMatch', { search: table.showingSearch }) : t('users.table.empty')}
      busy={table.busy}
      sort={{ columnId: table.sort.column, direction: table.sort.direction, onSort: table.toggleSort }}
      selection={{
        isSelected: table.isSelected,
        onChange: table.changeSelection,
        rowLabel: (user) => t('users.table.selectRow', { name: displayName(user) }),
        allLabel: t('users.table.selectAll'),
      }}
      footer={<LoadMore table={table} />}
    />
  );
}
