import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { requestWindows } from '../../access-requests';
import { DevicePagesSection } from '../../pages';
import { usePermissions } from '../../session';
import { useDeviceQuery } from '../api';
import { useCoveringRequests, useVpnApproval } from '../hooks';
import type { Device } from '../model/device';
import { canSeeWhoCanReach } from '../model/reach';
import { longestRequest } from '../model/more-time';
import { AccessCountdown } from './access-countdown';
import { DeviceVpnActions, OnlineChip, VpnLabelChip } from './device-vpn-actions';
import { ServicesSection } from './services-section';
import '../catalogue';

/** Administrators only: end users never download it nor make its calls. */
const WhoCanReachSection = lazy(() => import('./who-can-reach').then((module) => ({ default: module.WhoCanReachSection })));

function DeviceDetails({ device }: { device: Device }) {
  const { t } = useTranslation();
  const isAdmin = canSeeWhoCanReach(usePermissions());
  const covering = useCoveringRequests(device);
  const windows = covering.data ? requestWindows(covering.data) : undefined;
  const approval = useVpnApproval(device, windows);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
          {device.name ?? device.publicId}
        </Typography>
        <OnlineChip device={device} />
        <VpnLabelChip device={device} />
        <DeviceVpnActions device={device} windows={windows} />
      </Box>
      <AccessCountdown device={device} approval={approval} request={longestRequest(covering.data)} />
      <ServicesSection device={device} />
      {isAdmin && (
        <Suspense fallback={<CircularProgress aria-label={t('common.loading')} sx={{ mt: 2 }} />}>
          <WhoCanReachSection device={device} />
        </Suspense>
      )}
      {/* Everyone who sees the device sees its published pages (MANAGE_PAGES also its drafts); the section is its own chunk. */}
      <Suspense fallback={<CircularProgress aria-label={t('common.loading')} sx={{ mt: 2 }} />}>
        <DevicePagesSection deviceId={device.publicId} deviceName={device.name ?? device.publicId} />
      </Suspense>
    </>
  );
}

/** /devices/:publicId: the device with its reachability and VPN state, Connect / Disconnect or Request access, its running access, and its services. */
export function DevicePage() {
  const { t } = useTranslation();
  const { publicId } = useParams();
  const device = useDeviceQuery(publicId ?? skipToken);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Button component={RouterLink} to="/devices" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('devices.back')}
      </Button>
      {device.isLoading && <CircularProgress aria-label={t('common.loading')} />}
      {device.isError && <Alert severity="error">{t('devices.notFound')}</Alert>}
      {device.data && <DeviceDetails device={device.data} />}
    </Box>
  );
}
