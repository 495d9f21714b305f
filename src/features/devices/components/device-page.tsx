import { withTexts } from '@/i18n';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isNotFound } from '@/api';
import { PageLayout } from '@/ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '@/ui/states';
import { requestWindows } from '@/features/access-requests';
import { loadDeviceHistory } from '@/features/audit-trail';
import { DevicePagesSection } from '@/features/pages';
import { canManage, canUse, usePermissions } from '@/features/session';
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
/** The device's history in the audit trail's words: its own chunk, downloaded when the tab opens. */
const DeviceHistory = lazy(() => loadDeviceHistory().then(withTexts));
const WhoCanReachSection = lazy(() =>
  import('./who-can-reach').then((module) => ({ default: module.WhoCanReachSection })).then(withTexts),
);

function DeviceDetails({ device }: { device: Device }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const isAdmin = canSeeWhoCanReach(permissions);
  const seesHistory = canUse(permissions, 'auditLogs') || canManage(permissions, 'groups');
  const [params, setParams] = useSearchParams();
  const tab = seesHistory && params.get('tab') === 'history' ? 'history' : 'overview';
  const showTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'history') updated.set('tab', 'history');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
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
      {seesHistory && (
        <Tabs
          value={tab}
          onChange={(_event, next: string) => showTab(next)}
          aria-label={t('devices.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="overview"
            label={t('devices.tabs.overview')}
            id="device-tab-overview"
            aria-controls="device-panel"
          />
          <Tab value="history" label={t('devices.tabs.history')} id="device-tab-history" aria-controls="device-panel" />
        </Tabs>
      )}
      <Stack
        spacing={2}
        id="device-panel"
        role={seesHistory ? 'tabpanel' : undefined}
        aria-labelledby={seesHistory ? `device-tab-${tab}` : undefined}
      >
        {tab === 'history' ? (
          <Suspense fallback={<LoadingRows label={t('common.loading')} />}>
            <DeviceHistory deviceId={device.publicId} deviceName={name} />
          </Suspense>
        ) : (
          <>
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
          </>
        )}
      </Stack>
    </DeviceFrame>
  );
}

/** The page frame of a device: Remote access / Devices / the device. */
function DeviceFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageLayout
      title={title}
      breadcrumbs={[
        { label: t('shell.menu.REMOTE_ACCESS') },
        { label: t('devices.title'), to: '/devices' },
        { label: title },
      ]}
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
        <ErrorState
          title={t('devices.loadOneFailed')}
          message={firstErrorMessage(device.error)}
          onRetry={() => void device.refetch()}
        />
      ) : (
        <LoadingRows label={t('common.loading')} rows={3} />
      )}
    </DeviceFrame>
  );
}
