import type { ParseKeys } from 'i18next';
import { canSeeDevices } from '@/features/devices';
import { canInvite, canManage, canUse, type PermissionSet } from '@/features/session';
import './catalogue';

export interface MenuItem {
  id: string;
  path: string;
  labelKey: ParseKeys;
  isVisible: (permissions: PermissionSet) => boolean;
}

export interface MenuSection {
  id: 'USER_MANAGEMENT' | 'COMPANY' | 'DEVICE_SETTINGS' | 'REMOTE_ACCESS';
  labelKey: ParseKeys;
  items: MenuItem[];
}

/** The devices list: its own drawer section, the apps menu and the not-allowed page all lead there under one rule. */
export const DEVICES_ITEM: MenuItem = {
  id: 'devices',
  path: '/devices',
  labelKey: 'shell.menu.devices',
  isVisible: canSeeDevices,
};

export const canOpenGroups = (permissions: PermissionSet) =>
  canManage(permissions, 'groups') || canManage(permissions, 'groupTypes');

export const MENU: MenuSection[] = [
  {
    id: 'USER_MANAGEMENT',
    labelKey: 'shell.menu.USER_MANAGEMENT',
    items: [
      { id: 'users', path: '/users', labelKey: 'shell.menu.users', isVisible: canInvite },
      { id: 'groups', path: '/groups', labelKey: 'shell.menu.groups', isVisible: canOpenGroups },
      { id: 'roles', path: '/roles', labelKey: 'shell.menu.roles', isVisible: (p) => canManage(p, 'roles') },
      {
        id: 'access-categories',
        path: '/access-categories',
        labelKey: 'shell.menu.accessCategories',
        isVisible: (p) => canManage(p, 'roles'),
      },
    ],
  },
  {
    id: 'COMPANY',
    labelKey: 'shell.menu.COMPANY',
    items: [
      {
        id: 'identity',
        path: '/identity',
        labelKey: 'shell.menu.identity',
        isVisible: (p) => canManage(p, 'branding'),
      },
      {
        id: 'translations',
        path: '/translations',
        labelKey: 'shell.menu.translations',
        isVisible: (p) => canManage(p, 'translations'),
      },
      { id: 'usage', path: '/usage', labelKey: 'shell.menu.usage', isVisible: (p) => canUse(p, 'dataUsage') },
      {
        id: 'audit-trail',
        path: '/audit-trail',
        labelKey: 'shell.menu.auditTrail',
        isVisible: (p) => canUse(p, 'auditLogs'),
      },
      {
        id: 'licenses',
        path: '/licenses',
        labelKey: 'shell.menu.licenses',
        isVisible: (p) => canManage(p, 'licences'),
      },
      { id: 'apps', path: '/apps', labelKey: 'shell.menu.apps', isVisible: (p) => canManage(p, 'apps') },
      { id: 'pages', path: '/pages', labelKey: 'shell.menu.pages', isVisible: (p) => canManage(p, 'pages') },
    ],
  },
  {
    id: 'DEVICE_SETTINGS',
    labelKey: 'shell.menu.DEVICE_SETTINGS',
    items: [
      { id: 'assets', path: '/assets', labelKey: 'shell.menu.assets', isVisible: (p) => canManage(p, 'assetTypes') },
      {
        id: 'custom-fields',
        path: '/custom-fields',
        labelKey: 'shell.menu.customFields',
        isVisible: (p) => canManage(p, 'customFields'),
      },
      { id: 'mqtt', path: '/mqtt', labelKey: 'shell.menu.mqtt', isVisible: (p) => canManage(p, 'mqttBrokers') },
    ],
  },
  // Not one of the three admin sections: everyone who can see devices gets it, so end users have a drawer too.
  {
    id: 'REMOTE_ACCESS',
    labelKey: 'shell.menu.REMOTE_ACCESS',
    items: [
      DEVICES_ITEM,
      {
        id: 'access-requests',
        path: '/access-requests',
        labelKey: 'shell.menu.accessRequests',
        isVisible: (p) => canUse(p, 'accessRequests'),
      },
      // Company-wide MANAGE_ACCESS_REQUESTS: the people the platform makes approvers of the company's devices.
      {
        id: 'access-request-approvals',
        path: '/access-requests/approvals',
        labelKey: 'shell.menu.accessRequestApprovals',
        isVisible: (p) => canManage(p, 'accessRequests'),
      },
    ],
  },
];

/** The sections with their visible items; a section with none is left out. */
export function visibleMenu(permissions: PermissionSet): MenuSection[] {
  return MENU.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.isVisible(permissions)),
  })).filter((section) => section.items.length > 0);
}

const HOME_ORDER = ['users', 'groups', 'roles', 'identity', 'translations', 'usage', 'audit-trail', 'licenses', 'apps'];

/**
 * Home sends the person to the first admin page they may use, in the order of docs/RULES.md#shell; with none, anyone in a company goes
 * to the devices (everyone may see them). Null (not allowed) is left for someone without a company.
 */
export function homeRedirectPath(permissions: PermissionSet, inCompany: boolean): string | null {
  const items = MENU.flatMap((section) => section.items);
  for (const id of HOME_ORDER) {
    const item = items.find((candidate) => candidate.id === id);
    if (item?.isVisible(permissions)) return item.path;
  }
  return inCompany && DEVICES_ITEM.isVisible(permissions) ? DEVICES_ITEM.path : null;
}

/**
 * Whether the address is this item's page: its path or below it, unless another item's longer path matches
 * (/access-requests/approvals is the approvals' page, not my requests').
 */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (!under(item.path)) return false;
  return !MENU.some((section) =>
    section.items.some(
      (other) => other.path.length > item.path.length && other.path.startsWith(`${item.path}/`) && under(other.path),
    ),
  );
}

export function menuItemById(id: string): MenuItem | undefined {
  return MENU.flatMap((section) => section.items).find((item) => item.id === id);
}
