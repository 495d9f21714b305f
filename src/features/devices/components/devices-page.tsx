import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, InputAdornment, Link, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyDevicesQuery } from '../api';
import { useDebouncedValue } from '../hooks';
import { DeviceVpnActions, OnlineChip, VpnLabelChip } from './device-vpn-actions';
import { WebServicesMenu } from './web-services-menu';
import '../catalogue';

const SEARCH_DEBOUNCE_MS = 300;

/** /devices: the signed-in user's devices with their reachability (an active VPN session) and VPN state, a search, Connect / Disconnect and VPN details. */
export function DevicesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const devices = useMyDevicesQuery({ search: settled });
  const rows = devices.data ?? [];

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        {t('devices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('devices.subtitle')}
      </Typography>
      <TextField
        type="search"
        size="small"
        label={t('devices.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {devices.isError && <Alert severity="error">{t('devices.loadFailed')}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('devices.title')} aria-busy={devices.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell>{t('devices.columns.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('devices.columns.state')}</TableCell>
              <TableCell>{t('devices.columns.vpn')}</TableCell>
              <TableCell align="right">{t('devices.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {devices.isLoading &&
              [0, 1, 2].map((index) => (
                <TableRow key={index}>
                  <TableCell colSpan={4}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {!devices.isLoading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('devices.empty')}</TableCell>
              </TableRow>
            )}
            {rows.map((device) => (
              <TableRow key={device.publicId} hover>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`/devices/${encodeURIComponent(device.publicId)}`}>
                    {device.name ?? device.publicId}
                  </Link>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <OnlineChip device={device} />
                </TableCell>
                <TableCell>
                  <VpnLabelChip device={device} />
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
                    <DeviceVpnActions device={device} />
                    {/* Where the row has room; the device page lists them at every width. */}
                    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                      <WebServicesMenu device={device} />
                    </Box>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
