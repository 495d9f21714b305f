import { useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { usePageVersionsQuery, useRestoreVersionMutation } from '../api';
import { versionChanges } from '../model/changes';
import { defaultComparison, historyOrder } from '../model/history';
import type { Page, PageVersion } from '../model/schemas';
import '../catalogue-editor';

/** The page's versions, two of them compared, and an earlier one restored as the draft after a confirmation. */
export function usePageEditorHistory(page: Page) {
  const dispatch = useAppDispatch();
  const versions = usePageVersionsQuery(page.publicId);
  const [restore, restoreState] = useRestoreVersionMutation();
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  const ordered = useMemo(() => historyOrder(page, versions.data ?? []), [page, versions.data]);

  const fallback = defaultComparison(page, ordered);
  const find = (id: string | undefined) => (id ? ordered.find((version) => version.publicId === id) : undefined);
  const from = find(picked.from) ?? find(fallback?.[0]);
  const to = find(picked.to) ?? find(fallback?.[1]);
  const changes = useMemo(() => (from && to && from !== to ? versionChanges(from, to) : null), [from, to]);

  const onRestore = async () => {
    if (!restoring) return;
    const result = await restore({ page, versionId: restoring.publicId });
    setRestoring(null);
    dispatch(
      snackbarRequested(
        'error' in result
          ? {
              messageKey: 'pages.history.restoreFailed',
              messageValues: { message: firstErrorMessage(result.error) },
              duration: SNACKBAR_DURATION.short,
              severity: 'error',
            }
          : { messageKey: 'pages.history.restored', duration: SNACKBAR_DURATION.short, severity: 'info' },
      ),
    );
  };

  return {
    versions,
    ordered,
    from,
    to,
    pickFrom: (id: string) => setPicked((current) => ({ ...current, from: id })),
    pickTo: (id: string) => setPicked((current) => ({ ...current, to: id })),
    changes,
    restoring,
    askRestore: setRestoring,
    cancelRestore: () => setRestoring(null),
    restorePending: restoreState.isLoading,
    onRestore,
  };
}
