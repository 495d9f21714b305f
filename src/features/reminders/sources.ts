import type { baseApi } from '@/api';
import { selectMyAccessRequests, type MyAccessRequest } from '@/features/access-requests';
import { canUse, sessionApi, toPermissionSet, type SessionState } from '@/features/session';
import { remindersApi } from './api';
import type { TemporaryAccess } from './model/reminder';

/** What the reminders read of the store: the session and RTK Query's cache. */
export type RemindersSourceState = { session: SessionState } & {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
};

const NONE: never[] = [];

/**
 * The user's access requests, as RTK Query holds them: none without a company or without the accessRequests
 * permission (then the reminders host does not ask for them). The cached array itself, so an unchanged answer is the
 * same value.
 */
export function selectReminderRequests(state: RemindersSourceState): readonly MyAccessRequest[] {
  const { companyId } = state.session;
  const permissions = companyId ? sessionApi.endpoints.myPermissions.select(companyId)(state).data : undefined;
  if (!companyId || !permissions || !canUse(toPermissionSet(permissions), 'accessRequests')) return NONE;
  return selectMyAccessRequests(state) ?? NONE;
}

/** The user's temporary memberships in the selected company, as RTK Query holds them (none without a company). */
export function selectReminderMemberships(state: RemindersSourceState): readonly TemporaryAccess[] {
  const user = sessionApi.endpoints.myUser.select()(state).data;
  if (!state.session.companyId || !user) return NONE;
  return remindersApi.endpoints.temporaryAccess.select(user.publicId)(state).data ?? NONE;
}

/** The selected company's name, which the temporary access reminders show. */
export function selectReminderCompany(state: RemindersSourceState): string | null {
  const { companyId } = state.session;
  const companies = sessionApi.endpoints.myCompanies.select()(state).data;
  return companies?.find((company) => company.publicId === companyId)?.name ?? null;
}
