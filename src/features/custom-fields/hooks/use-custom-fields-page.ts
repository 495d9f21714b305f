import { fieldErrors, firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { pendingDeletion } from '@/ui/pending-deletion';
import { useListOperation } from '@/ui/use-list-operation';
import { useFailureNotice, useChangeNotice } from '@/features/notices';
import {
  useCreateCustomPropertyMutation,
  useCustomPropertiesQuery,
  useDeleteCustomPropertyMutation,
  useUpdateCustomPropertyMutation,
} from '../api';
import { createBody, customFieldFormSchema, formValuesOf, updateBody, type CustomFieldFormValues } from '../model/form';
import { isOwn, isResourceType, type CustomProperty, type ResourceType } from '../model/schemas';
import '../catalogue';

/** Nothing restricts which custom field may be asked about: the server decides. */
/** Server refusals name `validation.<option>` (or `validation.type`): shown under that option's field. */
const placeOnForm = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [
      name === 'validation.type' ? 'validationType' : name.replace(/^validation\./, ''),
      message,
    ]),
  );

/** /custom-fields: the table, one form for add and edit, delete with confirmation; the platform's fields are read-only. */
export function useCustomFieldsPage() {
  const notifyFailure = useFailureNotice();
  const notifyChange = useChangeNotice();
  const query = useCustomPropertiesQuery();
  const [create] = useCreateCustomPropertyMutation();
  const [update] = useUpdateCustomPropertyMutation();
  const [remove, deletion] = useDeleteCustomPropertyMutation();
  const operations = useListOperation<CustomProperty>();
  const { operation } = operations;
  const editing = operation.kind === 'edit' ? operation.item : undefined;
  const properties = query.data;

  const submit = async (values: CustomFieldFormValues): Promise<SubmitOutcome> => {
    const result = editing
      ? await update({ publicId: editing.publicId, body: updateBody(values) })
      : await create(createBody(values));
    if (result.error)
      return {
        ok: false,
        fieldErrors: placeOnForm(fieldErrors(result.error)),
        message: firstErrorMessage(result.error),
      };
    operations.close();
    notifyChange({
      messageKey: editing ? 'customFields.notices.saved' : 'customFields.notices.added',
      messageValues: { name: values.name },
    });
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const result = await remove(operation.item.publicId);
    operations.close();
    if (result.error) notifyFailure(result.error, 'customFields.deleteFailed');
    else notifyChange({ messageKey: 'customFields.notices.deleted', messageValues: { name: operation.item.name } });
  };

  const takenSlugs = (resourceType: ResourceType) =>
    (properties ?? [])
      .filter((p) => isResourceType(p.resourceType, resourceType) && p.publicId !== editing?.publicId)
      .map((p) => p.slug);

  const open = operation.kind === 'add' || operation.kind === 'edit';
  return {
    table: {
      rows: properties,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
    },
    isOwn,
    add: operations.add,
    edit: operations.edit,
    remove: operations.confirmDelete,
    form: open
      ? {
          editing,
          initialValues: formValuesOf(editing),
          schema: customFieldFormSchema({ editing: Boolean(editing), takenSlugs }),
          onSubmit: submit,
          onClose: operations.close,
        }
      : null,
    deleting: pendingDeletion(operation, deletion.isLoading, confirmDelete, operations.close),
  };
}
