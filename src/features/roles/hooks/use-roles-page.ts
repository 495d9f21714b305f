import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/name-form-dialog';
import { useLockoutGuard } from '@/features/lockout';
import { useChangeNotice } from '@/features/notices';
import {
  useCreateRoleMutation,
  usePermissionCatalogueQuery,
  useReplaceRolePermissionsMutation,
  useRoleMemberCountsQuery,
  useRolesQuery,
  useUpdateRoleMutation,
} from '../api';
import { duplicateName, roleBody, type RoleFormValues } from '../model/role-rules';
import type { Role } from '../model/schemas';
import '../catalogue';

/** Which dialog of the page is open: one state instead of a flag per dialog. */
export type RoleOperation =
  | { kind: 'idle' }
  | { kind: 'add' }
  | { kind: 'edit'; role: Role }
  | { kind: 'duplicate'; role: Role }
  | { kind: 'permissions'; role: Role }
  | { kind: 'delete'; role: Role };

const EMPTY_FORM: RoleFormValues = { name: '', description: '', enforce2fa: false, enforceSso: false };

const outcomeOf = (result: { error?: unknown }): SubmitOutcome =>
  result.error
    ? { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) }
    : { ok: true };

/** The /roles page: the table of roles, and the add, edit, duplicate, permissions and delete dialogs. */
export function useRolesPage() {
  const { t } = useTranslation();
  const rolesQuery = useRolesQuery();
  const countsQuery = useRoleMemberCountsQuery();
  const [operation, setOperation] = useState<RoleOperation>({ kind: 'idle' });
  // Read with the page, so the permission editor opens ready.
  const catalogueQuery = usePermissionCatalogueQuery();
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const [replacePermissions] = useReplaceRolePermissionsMutation();
  const lockout = useLockoutGuard();
  const notifyChange = useChangeNotice();
  const roles = rolesQuery.data ?? [];
  const close = () => setOperation({ kind: 'idle' });

  const finish = (result: { error?: unknown }, done: 'added' | 'saved', name: string): SubmitOutcome => {
    const outcome = outcomeOf(result);
    if (outcome.ok) {
      close();
      notifyChange({
        messageKey: done === 'added' ? 'roles.notices.added' : 'roles.notices.saved',
        messageValues: { name },
      });
    }
    return outcome;
  };

  const formValuesOf = (role: Role): RoleFormValues => ({
    name: role.name,
    description: role.description ?? '',
    enforce2fa: role.enforce2fa,
    enforceSso: role.enforceSso,
  });

  let form = null;
  if (operation.kind === 'add' || operation.kind === 'edit' || operation.kind === 'duplicate') {
    const source = operation.kind === 'add' ? undefined : operation.role;
    const otherNames = roles
      .filter((role) => operation.kind !== 'edit' || role.publicId !== source?.publicId)
      .map((role) => role.name);
    const copyName = (name: string, number: number) =>
      number === 1 ? t('roles.duplicateName', { name }) : t('roles.duplicateNameNumbered', { name, number });
    let initialValues = EMPTY_FORM;
    if (source) initialValues = formValuesOf(source);
    if (source && operation.kind === 'duplicate')
      initialValues = { ...initialValues, name: duplicateName(source.name, otherNames, copyName) };
    form = {
      mode: operation.kind,
      initialValues,
      otherNames,
      sourceName: source?.name,
      onSubmit: async (values: RoleFormValues): Promise<SubmitOutcome> => {
        const body = roleBody(values);
        if (operation.kind === 'edit')
          return finish(await updateRole({ publicId: operation.role.publicId, changes: body }), 'saved', values.name);
        if (operation.kind === 'duplicate') {
          const { permissions, audiences } = operation.role;
          return finish(
            await createRole({
              ...body,
              permissions: permissions.map(({ publicId }) => ({ publicId })),
              audiences: audiences.map(({ publicId }) => ({ publicId })),
            }),
            'added',
            values.name,
          );
        }
        return finish(await createRole(body), 'added', values.name);
      },
      onClose: close,
    };
  }

  const permissions =
    operation.kind === 'permissions'
      ? {
          roleName: operation.role.name,
          held: operation.role.permissions.map((permission) => permission.publicId),
          catalogue: catalogueQuery.data,
          catalogueError: catalogueQuery.isError
            ? firstErrorMessage(catalogueQuery.error, t('roles.permissions.loadFailed'))
            : undefined,
          onRetry: () => void catalogueQuery.refetch(),
          onSave: async (ids: string[]) => {
            // A role the person holds may not take away their own right to undo it without asking, nor the company's last.
            if (!(await lockout.allows({ kind: 'rolePermissions', roleId: operation.role.publicId, permissions: ids })))
              return '';
            const result = await replacePermissions({ publicId: operation.role.publicId, permissions: ids });
            if ('error' in result) return firstErrorMessage(result.error, t('roles.permissions.saveFailed'));
            close();
            notifyChange({
              messageKey: 'roles.notices.permissionsSaved',
              messageValues: { name: operation.role.name },
            });
            return undefined;
          },
          onClose: close,
        }
      : null;

  return {
    roles,
    table: {
      label: t('roles.table.label'),
      rows: rolesQuery.data,
      isLoading: rolesQuery.isLoading,
      error: rolesQuery.isError ? firstErrorMessage(rolesQuery.error, t('ui.states.loadFailed')) : undefined,
      onRetry: () => void rolesQuery.refetch(),
      emptyText: t('roles.table.empty'),
    },
    memberCount: (role: Role): number | undefined =>
      countsQuery.data ? (countsQuery.data[role.publicId] ?? 0) : undefined,
    countsFailed: countsQuery.isError,
    add: () => setOperation({ kind: 'add' }),
    edit: (role: Role) => setOperation({ kind: 'edit', role }),
    duplicate: (role: Role) => setOperation({ kind: 'duplicate', role }),
    editPermissions: (role: Role) => setOperation({ kind: 'permissions', role }),
    remove: (role: Role) => setOperation({ kind: 'delete', role }),
    close,
    form,
    permissions,
    deleting: operation.kind === 'delete' ? operation.role : undefined,
    lockout,
  };
}

export type RolesPageModel = ReturnType<typeof useRolesPage>;
