import type { PermissionSet } from '@/features/session';

/**
 * Who can see devices: everyone signed in to a company. The devices list is the platform's AgentList, which already holds only
 * the devices the person may reach (through their groups); no company permission of docs/RULES.md#access-approval gates it, so the routes, the
 * drawer entry, the apps menu and the not-allowed page's Devices action all ask this one rule.
 */
export function canSeeDevices(_permissions: PermissionSet): boolean {
  return true;
}
