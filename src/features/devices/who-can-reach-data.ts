import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { firstErrorMessage } from '@/api';
import { useRolesQuery } from '../roles';
import { useCompanyGroupsQuery } from '../users';
import { useReachMembershipsQuery, useReachUsersQuery } from './api';
import type { Device } from './model/device';
import { reachingUserIds, reachRows, whoCanReach, type ReachRow } from './model/reach';

export interface WhoCanReach {
  rows: ReachRow[] | undefined;
  isLoading: boolean;
  /** The first failure's message ('' when it has none), undefined while nothing failed. */
  error: string | undefined;
  retry: () => void;
}

/**
 * The people who can reach a device and why: the company's groups (names and the company group), the roles, the
 * memberships on the device's groups and the company group (all pages), then the names of the people they reach.
 */
export function useWhoCanReach(device: Device): WhoCanReach {
  const groups = useCompanyGroupsQuery();
  const roles = useRolesQuery();
  const companyGroupId = groups.data?.find((group) => group.isCompanyGroup)?.publicId ?? null;
  const deviceGroupIds = useMemo(
    () => [...new Set((device.memberships ?? []).map((membership) => membership.group.publicId))].sort(),
    [device.memberships],
  );
  const groupIds = useMemo(
    () =>
      groups.data ? [...new Set([...deviceGroupIds, ...(companyGroupId ? [companyGroupId] : [])])].sort() : undefined,
    [groups.data, deviceGroupIds, companyGroupId],
  );
  const memberships = useReachMembershipsQuery(groupIds ?? skipToken);

  const reaching = useMemo(() => {
    if (!memberships.data || !roles.data || !groups.data) return undefined;
    // Expiry is judged at the time the memberships were read (a render stays pure).
    return whoCanReach({
      deviceGroupIds,
      companyGroupId,
      memberships: memberships.data,
      roles: roles.data,
      groupNames: new Map(groups.data.map((group) => [group.publicId, group.name])),
      now: memberships.fulfilledTimeStamp ?? 0,
    });
  }, [memberships.data, memberships.fulfilledTimeStamp, roles.data, groups.data, deviceGroupIds, companyGroupId]);
  const userIds = useMemo(() => (reaching ? reachingUserIds(reaching) : undefined), [reaching]);
  const users = useReachUsersQuery(userIds ?? skipToken);
  const rows = useMemo(
    () => (reaching && users.data ? reachRows(reaching, users.data) : undefined),
    [reaching, users.data],
  );

  const queries = [groups, roles, memberships, users];
  const failed = queries.find((query) => query.isError);
  return {
    rows,
    isLoading: !failed && !rows,
    error: failed ? firstErrorMessage(failed.error) : undefined,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
