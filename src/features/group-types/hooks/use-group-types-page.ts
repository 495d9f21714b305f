import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, firstErrorMessage } from '@/api';
import { useOrderedTypeList } from '@/ui/use-ordered-type-list';
import { useFailureNotice, useChangeNotice } from '@/features/notices';
import { canManage, usePermissions } from '@/features/session';
import {
  useCreateGroupTypeMutation,
  useDeleteGroupTypeMutation,
  useGroupTypesQuery,
  useLazyGroupTypeInUseQuery,
  useReorderGroupTypesMutation,
  useUpdateGroupTypeMutation,
} from '../api';
import { groupTypeFormSchema } from '../model/schemas';
import '../catalogue';

export const groupTypePath = (publicId: string) => `/groups/type/${publicId}`;

/** The groups pages: the ordered group-type side list, its dialogs, and which type is selected. */
export function useGroupTypesPage(selectedId: string | undefined) {
  const { t } = useTranslation();
  const { t: texts } = useTranslation(undefined, { keyPrefix: 'groupTypes' });
  const notifyFailure = useFailureNotice();
  const permissions = usePermissions();
  const withColor = canManage(permissions, 'subgroups');
  const listArgs = useMemo(() => ({ withColor }), [withColor]);
  const typesQuery = useGroupTypesQuery(listArgs);
  const [checkInUse] = useLazyGroupTypeInUseQuery();
  const [createType] = useCreateGroupTypeMutation();
  const [updateType] = useUpdateGroupTypeMutation();
  const [deleteType, deletion] = useDeleteGroupTypeMutation();
  const [reorderTypes] = useReorderGroupTypesMutation();
  const colorOf = (color: string) => (withColor ? { color } : {});

  const notifyChange = useChangeNotice();
  return useOrderedTypeList({
    onChanged: (change, name) => notifyChange({ messageKey: `groupTypes.notices.${change}`, messageValues: { name } }),
    selectedId,
    query: typesQuery,
    errors: { message: firstErrorMessage, fields: fieldErrors },
    canManage: canManage(permissions, 'groupTypes'),
    // With the subgroups feature the list is a navigation list; without it a plain one.
    navigation: withColor,
    paths: { list: '/groups', type: groupTypePath },
    reorder: (arranged, changes) => void reorderTypes({ listArgs, arranged, changes }),
    texts,
    section: t('shell.menu.USER_MANAGEMENT'),
    cannotDeleteTitle: t('groupTypes.dialog.cannotDeleteGroupType'),
    form: (editing) => ({
      ...(editing && withColor ? { title: t('groupTypes.dialog.editTitle') } : {}),
      schema: groupTypeFormSchema({
        otherNames: (typesQuery.data ?? [])
          .filter((type) => type.publicId !== editing?.publicId)
          .map((type) => type.name),
        withColor,
      }),
      showColor: withColor,
      nameLockedHint: editing?.translationKey
        ? t('groupTypes.dialog.translationBound', { key: editing.translationKey })
        : undefined,
    }),
    create: ({ name, color }, order) => createType({ name, ...colorOf(color), order }),
    update: (type, { name, color }) =>
      updateType({ publicId: type.publicId, ...(type.translationKey ? {} : { name }), ...colorOf(color) }),
    isInUse: (type) => checkInUse(type.publicId, false).unwrap(),
    onCheckFailed: (error) => notifyFailure(error, 'groupTypes.checkFailed'),
    remove: (type) => deleteType(type.publicId),
    deleting: deletion.isLoading,
    onDeleteFailed: (error) => notifyFailure(error, 'groupTypes.deleteFailed'),
  });
}
