import { useDispatch } from 'react-redux';
import { fieldErrors, firstErrorMessage } from '../../../api';
import { useListOperation } from '../../../ui/use-list-operation';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '../../notices';
import {
  useAudiencesQuery,
  useCreateAudienceMutation,
  useDeleteAudienceMutation,
  useSetAudienceDefaultMutation,
  useUpdateAudienceMutation,
} from '../api';
import { deleteFailureText } from '../model/errors';
import { audienceFormSchema, createBody, formValuesOf, updateBody, type Audience, type AudienceFormValues } from '../model/schemas';
import '../catalogue';

/** What a submitted form leads to: closed, or the server's answer placed on the fields and the form. */
export type AudienceSubmitOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; message: string };

/** Nothing restricts which access category may be asked about: the server decides whether it is still in use. */
const NO_DELETION_RULES = { count: Infinity, isInUse: () => Promise.resolve(false), onCheckFailed: () => undefined };

/** /access-categories: the table, its add and edit form, delete with confirmation, and the default flag. */
export function useAccessCategoriesPage() {
  const dispatch = useDispatch();
  const notifyFailure = useFailureNotice();
  const query = useAudiencesQuery();
  const [createAudience] = useCreateAudienceMutation();
  const [updateAudience] = useUpdateAudienceMutation();
  const [deleteAudience, deletion] = useDeleteAudienceMutation();
  const [setDefault, defaultChange] = useSetAudienceDefaultMutation();
  const operations = useListOperation<Audience>(NO_DELETION_RULES);
  const { operation } = operations;
  const editing = operation.kind === 'edit' ? operation.item : undefined;
  const audiences = query.data;

  const submit = async (values: AudienceFormValues): Promise<AudienceSubmitOutcome> => {
    const result = editing ? await updateAudience({ publicId: editing.publicId, ...updateBody(values) }) : await createAudience(createBody(values));
    if (result.error) return { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) };
    operations.close();
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const result = await deleteAudience(operation.item.publicId);
    operations.close();
    // Spec §8: the in-use answer in our words, any other its first message; both for 4 s.
    if (result.error) dispatch(snackbarRequested({ ...deleteFailureText(result.error), duration: SNACKBAR_DURATION.medium, severity: 'error' }));
  };

  const toggleDefault = async (audience: Audience) => {
    // One default change at a time, so two quick clicks cannot leave two marks.
    if (defaultChange.isLoading) return;
    const result = await setDefault({ publicId: audience.publicId, isDefault: !audience.default });
    if (result.error) notifyFailure(result.error, 'accessCategories.defaultFailed');
  };

  const open = operation.kind === 'add' || operation.kind === 'edit';
  return {
    table: {
      rows: audiences,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
    },
    add: operations.add,
    edit: operations.edit,
    remove: operations.confirmDelete,
    toggleDefault: (audience: Audience) => void toggleDefault(audience),
    form: open
      ? {
          editing,
          initialValues: formValuesOf(editing),
          schema: audienceFormSchema({ otherNames: (audiences ?? []).filter((a) => a.publicId !== editing?.publicId).map((a) => a.name) }),
          onSubmit: submit,
          onClose: operations.close,
        }
      : null,
    deleting: operation.kind === 'confirmDelete' ? { audience: operation.item, pending: deletion.isLoading, confirm: () => void confirmDelete(), cancel: operations.close } : null,
  };
}

export type AccessCategoriesPageModel = ReturnType<typeof useAccessCategoriesPage>;
