import type { HttpHandler } from 'msw';
import { accountRoutes } from './account';
import { alarmRoutes } from './alarms';
import { agentRoutes } from './agents';
import { webAccessRoutes } from './web-access';
import { appInfoHandler } from './app-info';
import { appRoutes } from './apps';
import { auditLogRoutes } from './audit-logs';
import { authRoutes } from './auth';
import { cloudFunctionRoutes } from './cloud-functions';
import { companyRoutes } from './company';
import { contentRoutes } from './content';
import { customPropertyRoutes } from './custom-properties';
import { dataRoutes } from './data';
import { deviceMembershipRoutes } from './device-memberships';
import { discoveryRoutes } from './discovery';
import { groupRoutes } from './groups';
import type { Route } from './http';
import { identityRoutes } from './identity';
import { inviteRoutes } from './invites';
import { legalRoutes } from './legal';
import { licenceRoutes } from './licences';
import { mqttRoutes } from './mqtt';
import { myInviteRoutes } from './my-invites';
import { pageRoutes } from './pages';
import { permissionRoutes } from './permissions';
import { profileRoutes } from './profile';
import { toMswHandlers } from './router';
import { ssoRoutes } from './sso';
import { userRoutes } from './users';
import { vpnUsageRoutes } from './vpn-usage';

/** Every rel of the mock platform API, one family per file. */
export const apiRoutes: readonly Route[] = [
  ...authRoutes,
  ...profileRoutes,
  ...myInviteRoutes,
  ...accountRoutes,
  ...ssoRoutes,
  ...userRoutes,
  ...inviteRoutes,
  // Before the groups' (assets) and agents' routes: `/assets/memberships` and `/agents/memberships` are no item paths.
  ...deviceMembershipRoutes,
  ...groupRoutes,
  ...agentRoutes,
  ...webAccessRoutes,
  ...contentRoutes,
  ...pageRoutes,
  // Before the company's routes: `/companies/terms-of-use-policy-languages` and the like are no `/companies/{publicId}`.
  ...legalRoutes,
  ...companyRoutes,
  ...customPropertyRoutes,
  ...mqttRoutes,
  ...permissionRoutes,
  ...identityRoutes,
  ...licenceRoutes,
  ...appRoutes,
  ...cloudFunctionRoutes,
  ...auditLogRoutes,
  ...vpnUsageRoutes,
  ...dataRoutes,
  ...alarmRoutes,
];

/**
 * The mock platform at `apiBase` (config.json's apiUrl made absolute against the page origin, no trailing slash):
 * only requests under that base are answered, never the app's own modules or assets.
 */
export function apiHandlers(apiBase: string): HttpHandler[] {
  return [...toMswHandlers([...discoveryRoutes(apiRoutes), ...apiRoutes], apiBase), appInfoHandler];
}
