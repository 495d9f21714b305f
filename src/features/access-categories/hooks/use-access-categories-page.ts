import { useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import { pendingDeletion } from '@/ui/pending-deletion';
import { useListOperation } from '@/ui/use-list-operation';
import { SNACKBAR_DURATION, snackbarRequested, useChangeNotice, useFailureNotice } from '@/features/notices';
import { useRolesQuery } from '@/features/roles';
import {
  useAudiencesQuery,
  useCreateAudienceMutation,
  useDeleteAudienceMutation,
  useSetAudienceDefaultMutation,
  useUpdateAudienceMutation,
} from '../api';
import { deleteFailureText } from '../model/errors';
import {
  audienceFormSchema,
  createBody,
  formValuesOf,
  updateBody,
  type Audience,
  type AudienceFormValues,
} from '../model/schemas';
import '../catalogue';

/** What a submitted form leads to: closed, or the server's answer placed on the fields and the form. */
export type AudienceSubmitOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; message: string };

/** Nothing restricts which access category may be asked about: the server decides whether it is still in use. */
/** The names of the roles that give each access category (RoleList `audiences`), by category id. */
function rolesByAudience(
  roles: readonly { name: string; audiences?: readonly { publicId: string }[] | null }[] | undefined,
): ReadonlyMap<string, string[]> {
  const byAudience = new Map<string, string[]>();
  for (const role of roles ?? [])
    for (const audience of role.audiences ?? [])
      byAudience.set(audience.publicId, [...(byAudience.get(audience.publicId) ?? []), role.name]);
  return byAudience;
}

/**
 * /access-categories: the table with the roles using each category, its add and edit form, delete with confirmation
 * (not offered for the default one or one a role uses, which says which), and the default flag, changed after a
 * confirmation (it is company-wide) with Undo in its notice.
 */
export function useAccessCategoriesPage() {
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const notifyChange = useChangeNotice();
  const query = useAudiencesQuery();
  const roles = useRolesQuery();
  const usedBy = useMemo(() => rolesByAudience(roles.data), [roles.data]);
  const [changingDefault, setChangingDefault] = useState<Audience | null>(null);
  const [createAudience] = useCreateAudienceMutation();
  const [updateAudience] = useUpdateAudienceMutation();
  const [deleteAudience, deletion] = useDeleteAudienceMutation();
  const [setDefault, defaultChange] = useSetAudienceDefaultMutation();
  const operations = useListOperation<Audience>();
  const { operation } = operations;
  const editing = operation.kind === 'edit' ? operation.item : undefined;
  const audiences = query.data;

  const submit = async (values: AudienceFormValues): Promise<AudienceSubmitOutcome> => {
    const result = editing
      ? await updateAudience({ publicId: editing.publicId, ...updateBody(values) })
      : await createAudience(createBody(values));
    if (result.error)
      return { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) };
    operations.close();
    notifyChange({
      messageKey: editing ? 'accessCategories.saved' : 'accessCategories.added',
      messageValues: { name: values.name },
    });
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const result = await deleteAudience(operation.item.publicId);
    operations.close();
    // docs/RULES.md#access-categories: the in-use answer in our words, any other its first message; both for 4 s.
    if (result.error)
      dispatch(
        snackbarRequested({
          ...deleteFailureText(result.error),
          duration: SNACKBAR_DURATION.medium,
          severity: 'error',
        }),
      );
    else notifyChange({ messageKey: 'accessCategories.deleted', messageValues: { name: operation.item.name } });
  };

  /** Sets or unsets the default flag; a success offers Undo, which puts the flag back where it was. */
  const switchDefault = async (audience: Audience, isDefault: boolean): Promise<void> => {
    const previous = isDefault
      ? audiences?.find((other) => other.default && other.publicId !== audience.publicId)
      : undefined;
    const result = await setDefault({ publicId: audience.publicId, isDefault });
    if (result.error) {
      notifyFailure(result.error, 'accessCategories.defaultFailed');
      return;
    }
    notifyChange({
      messageKey: isDefault ? 'accessCategories.defaultSet' : 'accessCategories.defaultUnset',
      messageValues: { name: audience.name },
      undo: () =>
        void (previous
          ? switchDefault(previous, true)
          : switchDefault({ ...audience, default: isDefault }, !isDefault)),
    });
  };

  const confirmDefault = async () => {
    if (!changingDefault) return;
    const audience = changingDefault;
    setChangingDefault(null);
    await switchDefault(audience, !audience.default);
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
    usedBy,
    // One default change at a time, so two quick clicks cannot leave two marks.
    toggleDefault: (audience: Audience) => {
      if (!defaultChange.isLoading) setChangingDefault(audience);
    },
    changingDefault: changingDefault
      ? { audience: changingDefault, confirm: () => void confirmDefault(), cancel: () => setChangingDefault(null) }
      : null,
    form: open
      ? {
          editing,
          initialValues: formValuesOf(editing),
          schema: audienceFormSchema({
            otherNames: (audiences ?? []).filter((a) => a.publicId !== editing?.publicId).map((a) => a.name),
          }),
          onSubmit: submit,
          onClose: operations.close,
        }
      : null,
    deleting: pendingDeletion(operation, deletion.isLoading, confirmDelete, operations.close),
  };
}
