import { useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import {
  pagesApi,
  useAddComponentMutation,
  useComponentTemplatesQuery,
  useRemoveComponentMutation,
  useUpdateComponentsMutation,
  type ComponentChange,
} from '../api';
import { kindOfTemplate } from '../model/data/kinds';
import { pageFormat, viewComponents, type ViewComponent } from '../model/data/view-components';
import { defaultInputs, newDimensions, type LayoutChange } from '../model/editor/layout';
import type { ComponentTemplate, Page, PageVersion } from '../model/schemas';
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

type FailureKey =
  | 'pages.editor.components.addFailed'
  | 'pages.editor.components.noRoom'
  | 'pages.editor.components.removeFailed'
  | 'pages.editor.components.layoutFailed';

/**
 * The draft's components on the page's grid: added in the first free place with their template's default size and
 * settings, moved and resized at once (put back on failure), their settings saved, removed after a confirmation.
 */
export function usePageEditorComponents(page: Page, draft: PageVersion) {
  const dispatch = useAppDispatch();
  const { templates, byId } = useTemplateNames();
  const [add, addState] = useAddComponentMutation();
  const [remove, removeState] = useRemoveComponentMutation();
  const [update] = useUpdateComponentsMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ViewComponent | null>(null);
  const [editing, setEditing] = useState<ViewComponent | null>(null);
  const format = pageFormat(page);
  const components = useMemo(
    () => viewComponents(draft, templates.data ?? [], format),
    [draft, templates.data, format],
  );

  const failed = (key: FailureKey, error?: unknown) =>
    dispatch(
      snackbarRequested({
        messageKey: key,
        messageValues: { message: firstErrorMessage(error) },
        duration: SNACKBAR_DURATION.short,
        severity: 'error',
      }),
    );

  const onAdd = async (templateId: string) => {
    const template = byId.get(templateId);
    const dimensions = newDimensions(format, template, components);
    if (!dimensions) {
      failed('pages.editor.components.noRoom');
      return;
    }
    const result = await add({
      pageId: page.publicId,
      versionId: draft.publicId,
      templateId,
      dimensions,
      inputs: defaultInputs(kindOfTemplate(template?.name), template?.name ?? ''),
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

  /** The changes shown at once in the cached draft, then sent in one PATCH; put back when refused. */
  const send = async (changes: readonly ComponentChange[]) => {
    const patch = dispatch(
      pagesApi.util.updateQueryData('page', page.publicId, (cached) => {
        if (cached.draft?.publicId !== draft.publicId) return;
        for (const change of changes) {
          const component = cached.draft.components.find((c) => c.publicId === change.publicId);
          if (!component) continue;
          if (change.dimensions) component.dimensions = change.dimensions;
          if (change.inputs !== undefined) component.inputs = change.inputs;
        }
      }),
    );
    const result = await update({ pageId: page.publicId, changes: [...changes] });
    if ('error' in result) patch.undo();
    return result;
  };

  const onLayout = async (changes: readonly LayoutChange[]) => {
    if (changes.length === 0) return;
    const result = await send(changes);
    if ('error' in result) failed('pages.editor.components.layoutFailed', result.error);
  };

  const onSaveSettings = async (change: ComponentChange): Promise<SubmitOutcome> => {
    const result = await send([change]);
    if ('error' in result) return { ok: false, fieldErrors: {}, message: firstErrorMessage(result.error) };
    setEditing(null);
    return { ok: true };
  };

  return {
    format,
    components,
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
    onLayout,
    editing,
    openSettings: setEditing,
    closeSettings: () => setEditing(null),
    onSaveSettings,
  };
}

export type PageEditorComponents = ReturnType<typeof usePageEditorComponents>;
