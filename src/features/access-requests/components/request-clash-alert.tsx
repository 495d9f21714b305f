import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RequestClash } from '../model/open-requests';
import { formatWindow } from '../model/format';
import type { RequestDevice } from '../model/request-form-services';

/** Says which open request of the person the new one repeats or overlaps: refused when it is the same, else a warning. */
export function RequestClashAlert({ clash, device }: { clash: RequestClash | null; device: RequestDevice }) {
  const { t, i18n } = useTranslation();
  if (!clash) return null;
  const { request } = clash;
  const names = new Map((device.servers ?? []).map((server) => [server.publicId, server.name ?? server.publicId]));
  const vpnServerIds = new Set(
    (device.servers ?? []).filter((server) => server.serviceGroup === 'vpn').map((server) => server.publicId),
  );
  const services = [
    ...(request.vpn ? [t('accessRequests.dialog.vpn')] : []),
    ...request.serverIds.filter((id) => !vpnServerIds.has(id)).map((id) => names.get(id) ?? id),
  ].join(', ');
  const values = {
    services,
    window: formatWindow(request.start, request.end, i18n.language),
    state: t(
      request.status === 'approved' ? 'accessRequests.dialog.clash.approved' : 'accessRequests.dialog.clash.pending',
    ),
  };
  return (
    <Alert
      severity={clash.kind === 'duplicate' ? 'error' : 'warning'}
      role={clash.kind === 'duplicate' ? 'alert' : 'status'}
    >
      {t(`accessRequests.dialog.clash.${clash.kind}`, values)}
    </Alert>
  );
}
