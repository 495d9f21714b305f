import { useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import {
  pagesApi,
  useAddComponentMutation,
  useComponentTemplatesQuery,
  useRemoveComponentMutation,
  useReorderComponentsMutation,
} from '../api';
import { orderedComponents } from '../model/changes';
import { moved, nextOrder } from '../model/component-order';
import type { ComponentTemplate, Page, PageComponent, PageVersion } from '../model/schemas';
import '../catalogue-editor';

/** The component templates by id: what names a component in the list, the preview and the history. */
export function useTemplateNames() {
  const templates = useComponentTemplatesQuery();
  const byId = useMemo(
    () => new Map((templates.data ?? []).map((template) => [template.publicId, template])),
    [templates.data],
  );
  return { templates, byId };
}

export type TemplatesById = ReadonlyMap<string, ComponentTemplate>;

/** The draft's components: added at the end, removed after a confirmation, reordered at once and put back on failure. */
export function usePageEditorComponents(page: Page, draft: PageVersion) {
  const dispatch = useAppDispatch();
  const { templates, byId } = useTemplateNames();
  const [add, addState] = useAddComponentMutation();
  const [remove, removeState] = useRemoveComponentMutation();
  const [reorder] = useReorderComponentsMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PageComponent | null>(null);
  const ordered = useMemo(() => orderedComponents(draft.components), [draft.components]);

  const failed = (
    key:
      | 'pages.editor.components.addFailed'
      | 'pages.editor.components.removeFailed'
      | 'pages.editor.components.reorderFailed',
    error: unknown,
  ) =>
    dispatch(
      snackbarRequested({
        messageKey: key,
        messageValues: { message: firstErrorMessage(error) },
        duration: SNACKBAR_DURATION.short,
        severity: 'error',
      }),
    );

  const onAdd = async (templateId: string) => {
    const result = await add({
      pageId: page.publicId,
      versionId: draft.publicId,
      templateId,
      order: nextOrder(draft.components),
    });
    if ('error' in result) failed('pages.editor.components.addFailed', result.error);
    else setAdding(false);
  };

  const onRemove = async () => {
    if (!removing) return;
    const result = await remove({ pageId: page.publicId, componentId: removing.publicId });
    setRemoving(null);
    if ('error' in result) failed('pages.editor.components.removeFailed', result.error);
  };

  const onMove = async (from: number, to: number) => {
    const next = moved(ordered, from, to);
    const patch = dispatch(
      pagesApi.util.updateQueryData('page', page.publicId, (cached) => {
        if (cached.draft?.publicId === draft.publicId) cached.draft.components = next;
      }),
    );
    const result = await reorder({ pageId: page.publicId, ordered: next });
    if ('error' in result) {
      patch.undo();
      failed('pages.editor.components.reorderFailed', result.error);
    }
  };

  return {
    ordered,
    templates,
    byId,
    adding,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
    addPending: addState.isLoading,
    onAdd,
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    removePending: removeState.isLoading,
    onRemove,
    onMove,
  };
}

export type PageEditorComponents = ReturnType<typeof usePageEditorComponents>;
