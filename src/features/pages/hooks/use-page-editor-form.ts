import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import { usePageGroupsQuery, useUpdatePageMutation, useUpdateVersionMutation } from '../api';
import { draftFormSchema, draftSave, type DraftFormValues } from '../model/draft-form';
import type { Page, PageVersion } from '../model/schemas';
import '../catalogue-editor';

/** The names the server may give a refusal of the version or the page, as the form's fields. */
const FIELD_OF: Record<string, keyof DraftFormValues> = {
  title: 'title',
  'custom.glbMatIcon': 'icon',
  custom: 'icon',
  periodSpec: 'periodSpec',
  group: 'groupId',
  previewAgent: 'previewAgentId',
  previewAsset: 'previewAssetId',
};

const refusal = (error: unknown): SubmitOutcome => {
  const byField: Record<string, string> = {};
  for (const [property, message] of Object.entries(fieldErrors(error)))
    byField[FIELD_OF[property] ?? property] = message;
  return { ok: false, fieldErrors: byField, message: firstErrorMessage(error) };
};

/**
 * The draft's form: a save sends only what changed, the version's fields with PageVersion PATCH and the group with
 * Page PATCH. `initial` is what the form starts with (the view remounts it when the saved draft changes).
 */
export function usePageEditorForm(page: Page, draft: PageVersion, initial: DraftFormValues) {
  const dispatch = useAppDispatch();
  const groups = usePageGroupsQuery();
  const [updateVersion] = useUpdateVersionMutation();
  const [updatePage] = useUpdatePageMutation();

  const form = useServerAwareForm<DraftFormValues>({
    initialValues: initial,
    schema: draftFormSchema,
    fields: ['title', 'icon', 'periodSpec', 'groupId', 'previewAgentId', 'previewAssetId'],
    onSubmit: async (values) => {
      const save = draftSave(initial, values);
      if (save.version) {
        const result = await updateVersion({ pageId: page.publicId, versionId: draft.publicId, patch: save.version });
        if ('error' in result) return refusal(result.error);
      }
      if (save.page) {
        const result = await updatePage({ publicId: page.publicId, ...save.page });
        if ('error' in result) return refusal(result.error);
      }
      dispatch(
        snackbarRequested({
          messageKey: 'pages.editor.notices.saved',
          duration: SNACKBAR_DURATION.short,
          severity: 'info',
        }),
      );
      return { ok: true };
    },
  });

  return { form, groups };
}
