import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage, isAppError } from '@/api';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useDiscardDraftMutation, useEnsureDraftMutation, usePageQuery, usePublishPageMutation } from '../api';
import { pageState } from '../model/changes';
import { NO_DRAFT_ERROR } from '../model/drafts';
import '../catalogue';
import '../catalogue-editor';

/**
 * Where the editor stands: the page loading or missing, its draft being ensured, no draft (ensuring it failed), or a
 * draft to edit.
 */
export type EditorStatus = 'loading' | 'notFound' | 'loadFailed' | 'ensuring' | 'noDraft' | 'ready';

/** The page's draft, ensured once on open (docs/RULES.md#pages), and its publish and discard with their notices. */
export function usePageEditor(pageId: string) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pageQuery = usePageQuery(pageId);
  const [ensure, ensureState] = useEnsureDraftMutation();
  const [publish, publishState] = usePublishPageMutation();
  const [discard, discardState] = useDiscardDraftMutation();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // `currentData`: the page of this id only, never the one shown before the address changed.
  const page = pageQuery.currentData;

  // Once per page: publish and discard ensure a draft again themselves, a failure is retried by hand.
  const ensuredFor = useRef<string | null>(null);
  // Publish's cache update empties the draft slot for a moment: the page met first decides, not the later ones.
  useEffect(() => {
    if (!page || ensuredFor.current === page.publicId) return;
    ensuredFor.current = page.publicId;
    if (!page.draft) void ensure(page);
  }, [page, ensure]);

  const failed = useCallback(
    (error: unknown) => {
      const message = firstErrorMessage(error);
      dispatch(
        snackbarRequested({
          ...(message === NO_DRAFT_ERROR
            ? { messageKey: 'pages.errors.noDraft' }
            : message
              ? { text: message }
              : { messageKey: 'pages.editor.notices.failed' }),
          duration: SNACKBAR_DURATION.short,
          severity: 'error',
        }),
      );
    },
    [dispatch],
  );
  const done = useCallback(
    (messageKey: 'pages.editor.notices.published' | 'pages.editor.notices.discarded') =>
      dispatch(snackbarRequested({ messageKey, duration: SNACKBAR_DURATION.short, severity: 'info' })),
    [dispatch],
  );

  const onPublish = async () => {
    if (!page) return;
    const result = await publish(page);
    if ('error' in result) failed(result.error);
    else done('pages.editor.notices.published');
  };
  const onDiscard = async () => {
    if (!page) return;
    setConfirmingDiscard(false);
    const result = await discard(page);
    if ('error' in result) failed(result.error);
    else done('pages.editor.notices.discarded');
  };

  const busy = ensureState.isLoading || publishState.isLoading || discardState.isLoading;
  let status: EditorStatus;
  if (pageQuery.isLoading) status = 'loading';
  else if (!page) status = isAppError(pageQuery.error) && pageQuery.error.status === 404 ? 'notFound' : 'loadFailed';
  else if (page.draft) status = 'ready';
  else {
    const nothingTried = ensureState.isUninitialized && publishState.isUninitialized && discardState.isUninitialized;
    status = busy || pageQuery.isFetching || nothingTried ? 'ensuring' : 'noDraft';
  }

  return {
    t,
    status,
    page,
    draft: page?.draft ?? null,
    state: page ? pageState(page) : 'none',
    reload: () => void pageQuery.refetch(),
    ensureError: ensureState.isError ? firstErrorMessage(ensureState.error) : undefined,
    retryEnsure: () => page && void ensure(page),
    publishing: publishState.isLoading,
    discarding: discardState.isLoading,
    busy,
    onPublish,
    confirmingDiscard,
    askDiscard: () => setConfirmingDiscard(true),
    cancelDiscard: () => setConfirmingDiscard(false),
    onDiscard,
  };
}

export type PageEditor = ReturnType<typeof usePageEditor>;
