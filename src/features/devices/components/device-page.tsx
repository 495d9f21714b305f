import { Box } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { firstErrorMessage, isNotFound } from '../../../api';
import { PageLayout } from '../../../ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '../../../ui/states';
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
import { OverviewSection } from './overview/overview-section';
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
  const name = device.name ?? device.publicId;

  return (
    <DeviceFrame
      title={name}
      actions={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <OnlineChip device={device} />
          <VpnLabelChip device={device} />
          <DeviceVpnActions device={device} windows={windows} />
        </Box>
      }
    >
      <AccessCountdown device={device} approval={approval} request={longestRequest(covering.data)} />
      <OverviewSection deviceId={device.publicId} />
      <ServicesSection device={device} />
      {isAdmin && (
        <Suspense fallback={<LoadingRows rows={2} label={t('common.loading')} />}>
          <WhoCanReachSection device={device} />
        </Suspense>
      )}
      {/* Everyone who sees the device sees its published pages (MANAGE_PAGES also its drafts); the section is its own chunk. */}
      <Suspense fallback={<LoadingRows rows={2} label={t('common.loading')} />}>
        <DevicePagesSection deviceId={device.publicId} deviceName={name} />
      </Suspense>
    </DeviceFrame>
  );
}

/** The page frame of a device: Remote access / Devices / the device. */
function DeviceFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: t('devices.title'), to: '/devices' }, { label: title }]}
      actions={actions}
    >
      {children}
    </PageLayout>
  );
}

/** /devices/:publicId: the device with its reachability and VPN state, Connect / Disconnect or Request access, its running access, and its services. */
export function DevicePage() {
  const { t } = useTranslation();
  const { publicId } = useParams();
  const device = useDeviceQuery(publicId ?? skipToken);

  if (device.data) return <DeviceDetails device={device.data} />;
  if (device.isError && isNotFound(device.error)) {
    return (
      <DeviceFrame title={t('devices.notFound.title')}>
        <NotFoundState title={t('devices.notFound.title')} backTo="/devices" backLabel={t('devices.notFound.back')} />
      </DeviceFrame>
    );
  }
  return (
    <DeviceFrame title={t('devices.device')}>
      {device.isError ? (
        <ErrorState title={t('devices.loadOneFailed')} message={firstErrorMessage(device.error)} onRetry={() => void device.refetch()} />
      ) : (
        <LoadingRows label={t('common.loading')} rows={3} />
      )}
    </DeviceFrame>
  );
}
