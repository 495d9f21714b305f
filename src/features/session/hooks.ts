import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { useAppSelector } from '@/store';
import { setInterfaceLanguage } from '@/i18n';
import { useMyCompaniesQuery, useMyPermissionsQuery, useMySectorQuery, useMyUserQuery } from './api';
import { toPermissionSet, type PermissionSet } from './model/permissions';
import { useEnforcingRolesQuery, useMyMembershipRoleIdsQuery, useSsoIdentityProvidersQuery } from './api-requirements';
import { needsSsoSession, needsTwoFactorSetUp } from './model/requirements';
import { selectAuth, selectCompanyId, selectIsSignedIn } from './model/slice';

const EMPTY_PERMISSIONS: PermissionSet = new Set();

/** The signed-in person, the selected company and the permissions in it, from the cache. */
export function useCurrentSession() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const companyId = useAppSelector(selectCompanyId);
  const user = useMyUserQuery(signedIn ? undefined : skipToken);
  const companies = useMyCompaniesQuery(signedIn ? undefined : skipToken);
  const sector = useMySectorQuery(signedIn && companyId ? undefined : skipToken);
  const permissionIds = useMyPermissionsQuery(signedIn && companyId ? companyId : skipToken);
  const permissions = useMemo(
    () => (permissionIds.data ? toPermissionSet(permissionIds.data) : EMPTY_PERMISSIONS),
    [permissionIds.data],
  );
  const company = companies.data?.find((item) => item.publicId === companyId);
  return {
    signedIn,
    companyId,
    company,
    user: user.data,
    companies: companies.data,
    sector: sector.data,
    permissions,
    isLoading: user.isLoading || companies.isLoading || sector.isLoading || permissionIds.isLoading,
    error: user.error ?? companies.error ?? sector.error ?? permissionIds.error,
    isReady: Boolean(user.data && companies.data && sector.data && permissionIds.data && companyId),
    refetch: () => {
      void user.refetch();
      void companies.refetch();
    },
  };
}

export function usePermissions(): PermissionSet {
  return useCurrentSession().permissions;
}

/**
 * Whether the selected company requires two-factor set-up or an SSO session of the person (model/requirements.ts),
 * read alongside the session's other loads; `settled` once every read answered (a failed read requires nothing).
 */
export function useSignInRequirements(session: ReturnType<typeof useCurrentSession>) {
  const auth = useAppSelector(selectAuth);
  const userId = auth?.userId ?? session.user?.publicId;
  const companyId = session.companyId ?? undefined;
  const providers = useSsoIdentityProvidersQuery(session.signedIn ? undefined : skipToken);
  const memberships = useMyMembershipRoleIdsQuery(userId && companyId ? { userId, companyId } : skipToken);
  const roleIds = memberships.data ?? [];
  const roles = useEnforcingRolesQuery(companyId && roleIds.length > 0 ? { roleIds, companyId } : skipToken);
  const answered = (query: { isSuccess: boolean; isError: boolean }) => query.isSuccess || query.isError;
  const rolesSettled = answered(memberships) && (roleIds.length === 0 || answered(roles));
  const enforcing = roles.data ?? [];
  return {
    settled: answered(providers) && rolesSettled,
    twoFactor: needsTwoFactorSetUp(session.user?.otpAuth, enforcing),
    sso: needsSsoSession({
      ssoProviderId: auth?.ssoProviderId,
      companyId,
      providers: providers.data ?? [],
      roles: enforcing,
    }),
  };
}

/** Signed in, the interface speaks the person's own language (MyUser `language`), and follows it when it changes. */
export function usePersonLanguage(): void {
  const language = useCurrentSession().user?.language;
  useEffect(() => {
    if (language) void setInterfaceLanguage(language);
  }, [language]);
}
