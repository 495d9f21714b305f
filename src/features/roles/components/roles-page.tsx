import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountCell } from '@/ui/count-cell';
import { PageLayout } from '@/ui/page-layout';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { useRolesPage, type RolesPageModel } from '../hooks/use-roles-page';
import type { Role } from '../model/schemas';
import { LockoutDialog } from '@/features/lockout';
import { DeleteRoleDialog } from './delete-role-dialog';
import { PermissionEditorDialog } from './permission-editor-dialog';
import { RoleFormDialog } from './role-form-dialog';
import '../catalogue';

const roleId = (role: Role) => role.publicId;

/** How many people hold the role; a dash when it could not be counted, a placeholder while it is being counted. */
function MemberCount({ value, failed }: { value: number | undefined; failed: boolean }) {
  const { t } = useTranslation();
  return <CountCell value={value} failed={failed} unavailableLabel={t('roles.table.countUnavailable')} />;
}

/** The row's actions: the permission editor at hand, the rest in a menu. */
function RowActions({ role, page }: { role: Role; page: RolesPageModel }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (role: Role) => void) => () => {
    setAnchor(null);
    action(role);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button
        size="small"
        onClick={() => page.editPermissions(role)}
        aria-label={t('roles.table.editPermissions', { name: role.name })}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('roles.menu.permissions')}
      </Button>
      <IconButton
        size="small"
        aria-label={t('ui.actions.moreOptions', { name: role.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(page.edit)}>{t('roles.menu.edit')}</MenuItem>
        <MenuItem onClick={choose(page.duplicate)}>{t('roles.menu.duplicate')}</MenuItem>
        <MenuItem onClick={choose(page.remove)}>{t('roles.menu.delete')}</MenuItem>
      </Menu>
    </Stack>
  );
}

/** /roles: the company's roles, what each may do, and who holds them. */
export function RolesPage() {
  const { t } = useTranslation();
  const page = useRolesPage();
  const yesNo = (value: boolean) => t(value ? 'roles.table.yes' : 'roles.table.no');
  const columns: Column<Role>[] = [
    // Widths below which a name or description would break inside its words.
    {
      id: 'name',
      header: t('roles.table.name'),
      render: (role) => <Box sx={{ minWidth: '8rem' }}>{role.name}</Box>,
      isRowHeader: true,
    },
    {
      id: 'description',
      header: t('roles.table.description'),
      render: (role) => (
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: '10rem' }}>
          {role.description}
        </Typography>
      ),
    },
    { id: 'enforce2fa', header: t('roles.table.enforce2fa'), render: (role) => yesNo(role.enforce2fa) },
    { id: 'enforceSso', header: t('roles.table.enforceSso'), render: (role) => yesNo(role.enforceSso) },
    {
      id: 'permissions',
      header: t('roles.table.permissions'),
      align: 'right',
      render: (role) => role.permissions.length,
    },
    {
      id: 'members',
      header: t('roles.table.members'),
      align: 'right',
      render: (role) => <MemberCount value={page.memberCount(role)} failed={page.countsFailed} />,
    },
    {
      id: 'actions',
      header: t('roles.table.actions'),
      align: 'right',
      render: (role) => <RowActions role={role} page={page} />,
    },
  ];

  return (
    <PageLayout
      title={t('roles.title')}
      breadcrumbs={[{ label: t('shell.menu.USER_MANAGEMENT') }, { label: t('roles.title'), to: '/roles' }]}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={page.add}>
          {t('roles.add')}
        </Button>
      }
    >
      <ResourceTable columns={columns} getRowId={roleId} {...page.table} />
      {page.form && <RoleFormDialog {...page.form} />}
      {page.permissions && <PermissionEditorDialog {...page.permissions} />}
      {page.lockout.dialog && <LockoutDialog {...page.lockout.dialog} />}
      {page.deleting && <DeleteRoleDialog role={page.deleting} roles={page.roles} onClose={page.close} />}
    </PageLayout>
  );
}
