import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import {
  myRequestWindows,
  serviceRequiresApproval,
  skipsApproval,
  useMyAccessRequestsQuery,
  type AccessService,
} from '../access-requests';
import { useFailureNotice } from '../notices';
import { canUse, useCurrentSession } from '../session';
import { useOpenWebAccessMutation } from './api';
import { useNow } from './hooks';
import type { Device } from './model/device';
import { serviceAccess, type ServiceAccess } from './model/service-access';
import { webAddress } from './model/web-address';

/** How often a service's state looks again whether an approved window has started or ended. */
const SERVICE_CLOCK_MS = 30_000;

/**
 * What the person can do with one service of the device now: open it, request access, or see the pending request. The
 * person's requests (MyUserAccessRequestList) are read only when the service asks for approval; a failed read counts
 * as none (docs/RULES.md#access-approval).
 */
export function useServiceAccess(device: Device, service: AccessService): ServiceAccess {
  const { permissions, user } = useCurrentSession();
  const gated =
    canUse(permissions, 'accessRequests') &&
    !skipsApproval(device, permissions) &&
    serviceRequiresApproval(device, service);
  const mine = useMyAccessRequestsQuery(gated ? undefined : skipToken);
  const now = useNow(SERVICE_CLOCK_MS);
  const windows = mine.data ? myRequestWindows(mine.data, device.publicId) : mine.isError ? [] : undefined;
  return serviceAccess(device, service, permissions, windows, user?.publicId, now);
}

/**
 * Opens a web service: WebAccess POST, then its address in a new tab without a way back to the portal (noopener). A
 * failure says the server's first message.
 */
export function useOpenWebService() {
  const [openWebAccess] = useOpenWebAccessMutation();
  const failure = useFailureNotice();
  const [opening, setOpening] = useState<string | null>(null);
  const open = useCallback(
    async (serverId: string) => {
      setOpening(serverId);
      const result = await openWebAccess(serverId);
      setOpening(null);
      if ('error' in result) {
        failure(result.error, 'devices.web.openFailed');
        return;
      }
      const address = webAddress(result.data, window.location.href);
      if (!address) {
        failure(undefined, 'devices.web.openFailed');
        return;
      }
      window.open(address, '_blank', 'noopener');
    },
    [failure, openWebAccess],
  );
  return { open, opening };
}
