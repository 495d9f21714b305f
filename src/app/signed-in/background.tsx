import { AccessRequestStatusWatcher, RequestAccessHost } from '@/features/access-requests';
import { TermsOfUseHost } from '@/features/legal';
import { RemindersHost } from '@/features/reminders';

/**
 * What works beside every signed-in page without drawing it: the forced terms of use, the reminders, the access
 * request status snackbars and the request access dialog. One chunk, loaded at the first interaction or a few
 * seconds after the first page (see background-start.ts), so none of it weighs on that page.
 */
export default function SignedInBackground() {
  return (
    <>
      <TermsOfUseHost />
      <RemindersHost />
      <AccessRequestStatusWatcher />
      <RequestAccessHost />
    </>
  );
}
