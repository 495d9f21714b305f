import { Box, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/intl-formatters';
import { ResourceTable, type Column } from '@/ui/resource-table';
import type { Device } from '../model/device';
import { filterReachRows, type ReachPath, type ReachRow } from '../model/reach';
import { useWhoCanReach } from '../who-can-reach-data';
import '../catalogue';

/** One path in words: "Operator in group Line 2, expires 3 Dec 2026", then the role's access permissions and categories. */
function PathItem({ path }: { path: ReachPath }) {
  const { t, i18n } = useTranslation();
  const role = path.roleName ?? path.roleId;
  let primary: string;
  if (path.kind === 'company')
    primary = role
      ? t('devices.reach.path.company', { role })
      : t('devices.reach.path.companyNoRole', { group: path.groupName });
  else
    primary = role
      ? t('devices.reach.path.group', { role, group: path.groupName })
      : t('devices.reach.path.groupNoRole', { group: path.groupName });
  if (path.expiresOn)
    primary = `${primary}, ${t('devices.reach.path.expires', { date: formatDate(path.expiresOn, i18n.language) })}`;
  const permissions = path.accessPermissions.map((id) => t(`devices.reach.permissions.${id}`));
  const details = [
    permissions.length > 0 ? permissions.join(', ') : t('devices.reach.noAccessPermissions'),
    ...(path.accessCategories.length > 0
      ? [
          t('devices.reach.categories', {
            count: path.accessCategories.length,
            names: path.accessCategories.join(', '),
          }),
        ]
      : []),
  ];
  return (
    <ListItem disableGutters disablePadding>
      <ListItemText primary={primary} secondary={details.join(' · ')} sx={{ my: 0.25 }} />
    </ListItem>
  );
}

/** The people who can reach a device, each with their paths, and a filter box for long lists. */
export function WhoCanReachPanel({ device, id }: { device: Device; id: string }) {
  const { t } = useTranslation();
  const reach = useWhoCanReach(device);
  const [text, setText] = useState('');
  const shown = useMemo(() => (reach.rows ? filterReachRows(reach.rows, text) : undefined), [reach.rows, text]);
  const name = device.name ?? device.publicId;

  const columns = useMemo<Column<ReachRow>[]>(
    () => [
      {
        id: 'person',
        header: t('devices.reach.columns.person'),
        isRowHeader: true,
        render: (row) => (
          <Box component="span" sx={{ display: 'block', minWidth: { md: 220 } }}>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {row.name}
            </Typography>
            {row.emailAddress && row.emailAddress !== row.name && (
              <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                {row.emailAddress}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        id: 'through',
        header: t('devices.reach.columns.through'),
        render: (row) => (
          <List dense disablePadding>
            {row.paths.map((path) => (
              <PathItem key={path.membershipId} path={path} />
            ))}
          </List>
        ),
      },
    ],
    [t],
  );

  const count = reach.rows?.length ?? 0;
  return (
    <Box id={id} sx={{ mt: 2 }}>
      {reach.rows && count > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            type="search"
            size="small"
            label={t('devices.reach.filter')}
            helperText={t('devices.reach.filterHelp')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ minWidth: 240, flexGrow: 1, maxWidth: 420 }}
          />
          <Typography role="status" variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            {t('devices.reach.count', { count })}
            {shown && shown.length !== count ? ` (${t('devices.reach.shown', { shown: shown.length, count })})` : ''}
          </Typography>
        </Box>
      )}
      <ResourceTable
        label={t('devices.reach.table', { name })}
        columns={columns}
        rows={shown}
        getRowId={(row) => row.userId}
        isLoading={reach.isLoading}
        error={reach.error === undefined ? undefined : reach.error || t('devices.reach.loadFailed')}
        onRetry={reach.retry}
        emptyText={count > 0 ? t('devices.reach.noMatch') : t('devices.reach.empty')}
      />
    </Box>
  );
}
