import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ListOperationDialogs } from '@/ui/list-operation-dialogs';
import { PanelHeading } from '@/ui/panel-heading';
import { CountCell } from '@/ui/count-cell';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { useGroupsPanel } from '../hooks/use-groups-panel';
import { groupPath, type GroupSection } from '../model/group-page';
import type { Group, GroupType } from '../model/schemas';
import '../catalogue';

const groupId = (group: Group) => group.publicId;

interface CountProps {
  group: Group;
  /** The group page's section the count opens. */
  section: Extract<GroupSection, 'members' | 'devices'>;
  value: number | undefined;
  failed: boolean;
}

/**
 * A member or device count, a link to that section of the group's page; a dash when it could not be counted, a
 * placeholder while it is being counted.
 */
function Count({ group, section, value, failed }: CountProps) {
  const { t } = useTranslation();
  if (value === undefined)
    return <CountCell value={value} failed={failed} unavailableLabel={t('groupTypes.groups.countUnavailable')} />;
  const label =
    section === 'members'
      ? t('groupTypes.groups.membersOf', { count: value, name: group.name })
      : t('groupTypes.groups.devicesOf', { count: value, name: group.name });
  return (
    <Link component={RouterLink} to={groupPath(group.publicId, section)} aria-label={label}>
      {value}
    </Link>
  );
}

/** The main area of the groups pages: the groups of the selected type. */
export function GroupsPanel({ groupType, heading }: { groupType: GroupType; heading?: string }) {
  const { t } = useTranslation();
  const panel = useGroupsPanel(groupType);
  const columns: Column<Group>[] = [
    {
      id: 'name',
      header: t('groupTypes.groups.name'),
      render: (group) => (
        <Link component={RouterLink} to={groupPath(group.publicId)}>
          {group.name}
        </Link>
      ),
      isRowHeader: true,
    },
    {
      id: 'members',
      header: t('groupTypes.groups.members'),
      render: (group) => (
        <Count group={group} section="members" value={panel.countOf(group, 'members')} failed={panel.countsFailed} />
      ),
      align: 'right',
    },
    {
      id: 'devices',
      header: t('groupTypes.groups.devices'),
      render: (group) => (
        <Count group={group} section="devices" value={panel.countOf(group, 'devices')} failed={panel.countsFailed} />
      ),
      align: 'right',
    },
  ];
  const rowActions: TableRowActions<Group> | undefined = panel.canManageGroups
    ? {
        header: t('groupTypes.groups.actions'),
        actions: (group) => [
          {
            label: t('groupTypes.groups.rename', { name: group.name }),
            icon: 'edit',
            onClick: () => panel.rename(group),
          },
          {
            label: t('groupTypes.groups.delete', { name: group.name }),
            icon: 'delete',
            onClick: () => panel.remove(group),
          },
        ],
      }
    : undefined;
  const addButton = panel.canManageGroups ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={panel.add}>
      {t('groupTypes.groups.add')}
    </Button>
  ) : null;

  return (
    <Stack spacing={2}>
      <PanelHeading heading={heading} action={addButton} />
      <ResourceTable columns={columns} rowActions={rowActions} getRowId={groupId} {...panel.table} />
      <ListOperationDialogs {...panel.dialogs} />
    </Stack>
  );
}
