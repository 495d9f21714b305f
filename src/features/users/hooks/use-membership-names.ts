import { dateTimeFormat } from '@/lib/intl-formatters';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { useRolesQuery } from '@/features/roles';
import { useCompanyGroupsQuery } from '../api';
import '../catalogue';
import '../catalogue-dialogs';

/** The company's groups and roles that memberships name, with their names and dates as the people screens show them. */
export function useMembershipNames() {
  const { t, i18n } = useTranslation();
  const groupsQuery = useCompanyGroupsQuery();
  const rolesQuery = useRolesQuery();
  const groups = useMemo(() => groupsQuery.data ?? [], [groupsQuery.data]);
  const roles = useMemo(() => rolesQuery.data ?? [], [rolesQuery.data]);
  const groupById = useMemo(() => new Map(groups.map((group) => [group.publicId, group])), [groups]);
  const roleById = useMemo(() => new Map(roles.map((role) => [role.publicId, role])), [roles]);
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: 'medium' }), [i18n.language]);

  const groupName = useCallback(
    (groupId: string): string => {
      const group = groupById.get(groupId);
      if (!group) return t('users.memberships.unknownGroup');
      return group.isCompanyGroup ? t('users.memberships.companyWide', { group: group.name }) : group.name;
    },
    [groupById, t],
  );
  const roleName = useCallback(
    (roleId: string | null): string =>
      roleId === null
        ? t('users.memberships.noRole')
        : (roleById.get(roleId)?.name ?? t('users.memberships.unknownRole')),
    [roleById, t],
  );
  const date = useCallback(
    (iso: string | null | undefined): string => {
      if (!iso) return t('users.memberships.noEnd');
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? iso : dateFormat.format(at);
    },
    [dateFormat, t],
  );

  const error = groupsQuery.error ?? rolesQuery.error;
  return {
    groups,
    roles,
    groupName,
    roleName,
    date,
    isLoading: groupsQuery.isLoading || rolesQuery.isLoading,
    error: error ? firstErrorMessage(error, t('users.memberships.loadFailed')) : undefined,
    retry: () => {
      void groupsQuery.refetch();
      void rolesQuery.refetch();
    },
  };
}

export type MembershipNames = ReturnType<typeof useMembershipNames>;
