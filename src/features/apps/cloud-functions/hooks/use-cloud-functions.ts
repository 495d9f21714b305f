import { useState } from 'react';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { pendingDeletion } from '@/ui/pending-deletion';
import { useListOperation } from '@/ui/use-list-operation';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice, useChangeNotice } from '@/features/notices';
import { useCurrentSession } from '@/features/session';
import {
  useCreateTemplateMutation,
  useDeleteTemplateMutation,
  useTemplatesQuery,
  useUpdateTemplateMutation,
} from '../api';
import { NOT_PROVISIONED, templateBody, type Template } from '../model/schemas';
import '@/features/apps/catalogue-cloud';

/** Nothing restricts which template may be asked about: the server decides. */
/** The cloud functions of /apps: the templates, their add and rename form, delete with confirmation, and the open detail. */
export function useCloudFunctions() {
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const notifyChange = useChangeNotice();
  const { companyId } = useCurrentSession();
  const query = useTemplatesQuery();
  const [createTemplate] = useCreateTemplateMutation();
  const [updateTemplate] = useUpdateTemplateMutation();
  const [deleteTemplate, deletion] = useDeleteTemplateMutation();
  const operations = useListOperation<Template>();
  const [openId, setOpenId] = useState<string | null>(null);
  const { operation } = operations;
  const editing = operation.kind === 'edit' ? operation.item : undefined;

  const submit = async ({ name }: { name: string }): Promise<SubmitOutcome> => {
    const result = editing
      ? await updateTemplate({ publicId: editing.publicId, ...templateBody(name) })
      : await createTemplate(templateBody(name));
    if (!result.error) {
      operations.close();
      notifyChange({
        messageKey: editing ? 'cloudFunctions.notices.renamed' : 'cloudFunctions.notices.added',
        messageValues: { name: name.trim() },
      });
      return { ok: true };
    }
    const byField = fieldErrors(result.error);
    if (byField.name) return { ok: false, fieldErrors: byField };
    // docs/RULES.md#apps: the unprovisioned company's refusal in our words, any other failure its first message; both for 3 s.
    const message = firstErrorMessage(result.error);
    if (!editing && message === NOT_PROVISIONED) {
      dispatch(
        snackbarRequested({
          messageKey: 'cloudFunctions.notProvisioned',
          duration: SNACKBAR_DURATION.short,
          severity: 'error',
        }),
      );
    } else {
      notifyFailure(result.error, 'cloudFunctions.failed');
    }
    return { ok: false, fieldErrors: {} };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const result = await deleteTemplate(operation.item.publicId);
    operations.close();
    if (result.error) notifyFailure(result.error, 'cloudFunctions.failed');
    else notifyChange({ messageKey: 'cloudFunctions.notices.deleted', messageValues: { name: operation.item.name } });
  };

  const templates = query.data;
  return {
    companyId,
    table: {
      rows: templates,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
    },
    add: operations.add,
    edit: operations.edit,
    remove: operations.confirmDelete,
    open: (template: Template) => setOpenId(template.publicId),
    form:
      operation.kind === 'add' || operation.kind === 'edit'
        ? {
            editing,
            initialValues: { name: editing?.name ?? '', color: '' },
            onSubmit: submit,
            onClose: operations.close,
          }
        : null,
    deleting: pendingDeletion(operation, deletion.isLoading, confirmDelete, operations.close),
    // The detail follows the list: a template deleted meanwhile closes it.
    detail: templates?.find((template) => template.publicId === openId) ?? null,
    closeDetail: () => setOpenId(null),
  };
}
