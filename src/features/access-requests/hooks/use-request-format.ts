import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/intl-formatters';
import { formatRelative } from '@/lib/relative-time';
import { durationParts, serviceNames } from '../model/request-views';
import '../catalogue-pages';

/** The texts of a request's cells in the person's language: times, duration, wait and services. */
export function useRequestFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      dateTime: (iso: string) => formatDateTime(iso, language),
      /** How long ago, and the full date and time for its tooltip. */
      ago: (iso: string | null | undefined, now: number) =>
        iso ? formatRelative(iso, now, language) : { relative: '', full: '' },
      duration: (start: string, end: string) => {
        const { hours, minutes } = durationParts(start, end);
        if (hours === 0) return t('accessRequests.duration.minutes', { minutes });
        return minutes === 0
          ? t('accessRequests.duration.hours', { hours })
          : t('accessRequests.duration.hoursMinutes', { hours, minutes });
      },
      services: (vpn: boolean | null | undefined, servers: readonly { publicId: string; name?: string | null }[]) =>
        serviceNames(vpn, servers, t('accessRequests.vpn')).join(', '),
      status: (status: string) => (isKnownStatus(status) ? t(`accessRequests.statuses.${status}`) : status),
    }),
    [language, t],
  );
}

const KNOWN_STATUSES = new Set(['pending', 'approved', 'rejected', 'revoked']);
const isKnownStatus = (status: string): status is 'pending' | 'approved' | 'rejected' | 'revoked' =>
  KNOWN_STATUSES.has(status);
