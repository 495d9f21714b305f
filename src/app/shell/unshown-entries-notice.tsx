import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setLeftOutSink } from '@/api/drift';
import { recordUnshown, subscribeUnshown, unshownCount, unshownVersion } from '@/runtime/unshown';
import { useAppSelector } from '../hooks';
import './catalogue';

// The count starts with the signed-in shell: the lists' reads (api/drift.ts) hand what they left out to the counts.
setLeftOutSink(recordUnshown);

/** The cached queries some component on screen reads, one key per line (a string, so the selector result compares by value). */
const activeQueryKeys = (subscriptions: Record<string, Record<string, unknown> | undefined>): string =>
  Object.entries(subscriptions)
    .filter(([, subscribers]) => subscribers && Object.keys(subscribers).length > 0)
    .map(([key]) => key)
    .join('\n');

/**
 * Says how many entries of the lists on screen could not be shown, because the server sent them in a form the portal
 * cannot read (an item without its publicId, lib/validate's tolerant reader). Nothing when all could be shown.
 */
export function UnshownEntriesNotice() {
  const { t } = useTranslation();
  useSyncExternalStore(subscribeUnshown, unshownVersion);
  const keys = useAppSelector((state) =>
    activeQueryKeys(state.api.subscriptions as Record<string, Record<string, unknown> | undefined>),
  );
  const count = unshownCount(keys.split('\n'));
  if (count === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('shell.unshownEntries', { count })}
    </Alert>
  );
}
