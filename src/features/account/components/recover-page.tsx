import { PlannedPage } from '../../../ui/planned-page';

/** Replaced by this page. */
export function RecoverPage() {
  return <PlannedPage titleKey="shell.pages.recover" standalone />;
}
