import { withTexts } from '@/i18n';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store';
import { useOpenedOnce } from '@/ui/use-lazy-popup';
import { selectRequestDialog } from '../model/slice';

// The dialog, its form rules and the date-time picker are one chunk, downloaded when the dialog first opens.
/** The dialog's chunk with its texts; also what a component test loads ahead, in its set-up. */
export const loadRequestAccessDialog = () =>
  import('./request-access-dialog').then((module) => ({ default: module.RequestAccessDialog })).then(withTexts);
const RequestAccessDialog = lazy(loadRequestAccessDialog);

/** The request access dialog, opened from anywhere with `requestAccessOpened` (signed-in pages). */
export function RequestAccessHost() {
  const request = useAppSelector(selectRequestDialog);
  const rendered = useOpenedOnce(request !== null);
  if (!rendered) return null;
  return (
    <Suspense fallback={null}>
      <RequestAccessDialog request={request} />
    </Suspense>
  );
}
