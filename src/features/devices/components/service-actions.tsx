import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatWindow, type RequestWindow } from '@/features/access-requests';
import { useRequestAccess } from '../hooks';
import type { Device } from '../model/device';
import { formatUntil } from '../model/until';
import { useNow } from '../hooks';
import { useOpenWebService, useServiceAccess } from '../web-services';
import '../catalogue';

/** My access requests, showing the pending ones: where a pending request can be looked at. */
export const PENDING_REQUESTS_PATH = '/access-requests?state=pending';

/**
 * "Request pending" with the request's window, in place of another Request access: it leads to the request in My
 * access requests.
 */
export function PendingRequest({ request, service }: { request: RequestWindow; service: string }) {
  const { t, i18n } = useTranslation();
  const windowId = useId();
  const window = formatWindow(request.start, request.end, i18n.language);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Typography id={windowId} variant="caption" color="text.secondary">
        {t('devices.pending.window', { window })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={PENDING_REQUESTS_PATH}
        aria-label={t('devices.pending.seeRequest', { service, window })}
      >
        {t('devices.pending.label')}
      </Button>
    </Box>
  );
}

const UNTIL_CLOCK_MS = 60_000;

/** Open, Request access, or the pending request, for one web service of the device (docs/RULES.md#access-approval per service). */
export function WebServiceAction({
  device,
  server,
}: {
  device: Device;
  server: { publicId: string; name?: string | null };
}) {
  const { t, i18n } = useTranslation();
  const access = useServiceAccess(device, { kind: 'server', serverId: server.publicId });
  const { open, opening } = useOpenWebService();
  const requestAccess = useRequestAccess(device);
  const now = useNow(UNTIL_CLOCK_MS);
  const names = { service: server.name ?? server.publicId, device: device.name ?? device.publicId };
  if (access.kind === 'pending') return <PendingRequest request={access.request} service={names.service} />;
  if (access.kind === 'request') {
    return (
      <Button
        size="small"
        variant="contained"
        onClick={() => requestAccess({ serverIds: [server.publicId] })}
        aria-label={t('devices.web.requestAccessTo', names)}
      >
        {t('devices.access.requestAccess')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {access.kind === 'open' && access.until && (
        <Typography variant="caption" color="text.secondary">
          {t('devices.access.approvedUntil', { time: formatUntil(access.until, now, i18n.language) })}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<OpenInNewIcon fontSize="small" />}
        disabled={access.kind === 'checking'}
        loading={opening === server.publicId}
        onClick={() => void open(server.publicId)}
        aria-label={t('devices.web.openService', names)}
      >
        {t('devices.web.open')}
      </Button>
    </Box>
  );
}
