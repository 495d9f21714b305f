import { withTexts } from '@/i18n';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store';
import { selectSearchContext } from '../model/slice';

// Most pages offer no search: the input and its InputBase chain download with the first page that does.
const TopBarSearchInput = lazy(() => import('./top-bar-search-input').then(withTexts));

/** The top bar's search input; hidden when the current page offers no search (docs/RULES.md#shell: the context is null). */
export function TopBarSearch() {
  const context = useAppSelector(selectSearchContext);
  if (!context) return null;
  return (
    <Suspense fallback={null}>
      <TopBarSearchInput placeholderKey={context.placeholderKey} />
    </Suspense>
  );
}
