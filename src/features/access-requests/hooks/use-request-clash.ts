import { useMemo } from 'react';
import { useCurrentSession } from '@/features/session';
import { useMyAccessRequestsQuery } from '../api';
import { minuteStart } from '../model/approval-rule';
import { durationByKey, durationMs } from '../model/durations';
import { requestClash, type RequestClash } from '../model/open-requests';
import { chosenServices, type RequestService } from '../model/request-form-services';
import { myRequestWindows } from '../model/windows';
import { useNow } from './use-now';

interface ChosenValues {
  services: readonly string[];
  start: Date | null;
  duration: string;
}

/**
 * How the request being written meets the person's open requests on the device (MyUserAccessRequestList, read
 * already for the devices' approval state): a duplicate, covered, overlapping, or null. Null too while they load.
 */
export function useRequestClash(
  agentId: string,
  services: readonly RequestService[],
  values: ChosenValues,
): RequestClash | null {
  const { user } = useCurrentSession();
  const mine = useMyAccessRequestsQuery();
  const startMs = values.start?.getTime() ?? Number.NaN;
  const now = useNow();
  return useMemo(() => {
    const duration = durationByKey(values.duration);
    if (Number.isNaN(startMs) || !duration) return null;
    const start = minuteStart(startMs);
    const { vpn, serverIds } = chosenServices(values.services, services);
    return requestClash(
      myRequestWindows(mine.data, agentId),
      user?.publicId,
      { vpn, serverIds, start, end: start + durationMs(duration) },
      now,
    );
  }, [agentId, mine.data, now, services, startMs, user?.publicId, values.duration, values.services]);
}
