import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ListOperationDialogs } from '../../../ui/list-operation-dialogs';
import { CountCell } from '../../../ui/count-cell';
import { ResourceTable, type Column } from '../../../ui/resource-table';
import { useGroupsPanel } from '../hooks/use-groups-panel';
import type { Group, GroupType } from '../model/schemas';
import '../catalogue';

const groupId = (group: Group) => group.publicId;

/** A member or device count; a dash when it could not be counted, a placeholder while it is being counted. */
function Count({ value, failed }: { value: number | undefined; failed: boolean }) {
  const { t } = useTranslation();
  return <CountCell value={value} failed={failed} unavailableLabel={t('groupTypes.groups.countUnavailable')} />;
}

/** The main area of the groups pages: the groups of the selected type. */
export function GroupsPanel({ groupType, heading }: { groupType: GroupType; heading?: string }) {
  const { t } = useTranslation();
  const panel = useGroupsPanel(groupType);
  const columns: Column<Group>[] = [
    { id: 'name', header: t('groupTypes.groups.name'), render: (group) => group.name, isRowHeader: true },
    { id: 'members', header: t('groupTypes.groups.members'), render: (group) => <Count value={panel.countOf(group, 'members')} failed={panel.countsFailed} />, align: 'right' },
    { id: 'devices', header: t('groupTypes.groups.devices'), render: (group) => <Count value={panel.countOf(group, 'devices')} failed={panel.countsFailed} />, align: 'right' },
  ];
  if (panel.canManageGroups) {
    columns.push({
      id: 'actions',
      header: t('groupTypes.groups.actions'),
      align: 'right',
      render: (group) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <IconButton size="small" aria-label={t('groupTypes.groups.rename', { name: group.name })} onClick={() => panel.rename(group)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('groupTypes.groups.delete', { name: group.name })} onClick={() => panel.remove(group)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    });
  }
  const addButton = panel.canManageGroups ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={panel.add}>
      {t('groupTypes.groups.add')}
    </Button>
  ) : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: heading ? 'space-between' : 'flex-end', minHeight: 40 }}>
        {heading && (
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {heading}
          </Typography>
        )}
        {addButton}
      </Stack>
      <ResourceTable columns={columns} getRowId={groupId} {...panel.table} />
      <ListOperationDialogs {...panel.dialogs} />
    </Stack>
  );
}
