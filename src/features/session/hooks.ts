import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useMyCompaniesQuery, useMyPermissionsQuery, useMySectorQuery, useMyUserQuery } from './api';
import { toPermissionSet, type PermissionSet } from './model/permissions';
import { selectCompanyId, selectIsSignedIn, type WithSession } from './model/slice';

const EMPTY_PERMISSIONS: PermissionSet = new Set();

/** The signed-in person, the selected company and the permissions in it, from the cache. */
export function useCurrentSession() {
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  const companyId = useSelector((state: WithSession) => selectCompanyId(state));
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
