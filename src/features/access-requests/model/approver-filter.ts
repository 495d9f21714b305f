import { foldForSearch } from '@/lib/search';
import { approverName, approverUserId, type Approver } from './schemas';
import type { RequestDevice } from './request-form-services';

/** One approver as the picker shows it: the user id sent in allowedApprovers, a name, and whether it may be chosen. */
export interface ApproverOption {
  id: string;
  name: string;
  /** The approver may not approve the chosen services (docs/RULES.md#access-requests): shown, disabled, never sent. */
  disabled: boolean;
}

/**
 * The company whose approvers alone may approve the chosen services, or null when any approver may: a device
 * controlled by another company, with its VPN locked and the VPN chosen, or its web access locked and a web service
 * chosen (docs/RULES.md#access-requests).
 */
export function requiredApproverCompany(
  device: Pick<RequestDevice, 'controlledBy' | 'vpnLocked' | 'webAccessLocked'>,
  chosen: { vpn: boolean; web: boolean },
  currentCompanyId: string | null | undefined,
): string | null {
  const controller = device.controlledBy?.publicId;
  if (!controller || controller === currentCompanyId) return null;
  const lockedChosen = (chosen.vpn && Boolean(device.vpnLocked)) || (chosen.web && Boolean(device.webAccessLocked));
  return lockedChosen ? controller : null;
}

const isAllowed = (approver: Approver, requiredCompany: string | null): boolean =>
  requiredCompany === null || approver.company?.publicId === requiredCompany;

/** Every approver once (by user id), with whether it may approve the chosen services: those who may first, each by name. */
export function approverOptions(
  approvers: readonly Approver[],
  requiredCompany: string | null,
  collator: Intl.Collator,
): ApproverOption[] {
  const byId = new Map<string, ApproverOption>();
  for (const approver of approvers) {
    const id = approverUserId(approver);
    const allowed = isAllowed(approver, requiredCompany);
    const known = byId.get(id);
    // The same user listed for two companies: allowed when either entry is.
    if (known) known.disabled = known.disabled && !allowed;
    else byId.set(id, { id, name: approverName(approver), disabled: !allowed });
  }
  return [...byId.values()].sort((a, b) => Number(a.disabled) - Number(b.disabled) || collator.compare(a.name, b.name));
}

/** The options whose name contains the search, ignoring case and diacritics. */
export function searchApprovers(options: readonly ApproverOption[], search: string): readonly ApproverOption[] {
  const wanted = foldForSearch(search);
  return wanted === '' ? options : options.filter((option) => foldForSearch(option.name).includes(wanted));
}

/** The chosen approvers that may still approve: the others are dropped from the selection (docs/RULES.md#access-requests). */
export function keepAllowedApprovers(selected: readonly string[], options: readonly ApproverOption[]): string[] {
  const allowed = new Set(options.filter((option) => !option.disabled).map((option) => option.id));
  return selected.filter((id) => allowed.has(id));
}

/** The picker's two groups: who may approve the chosen services first, then who may not (shown on demand, disabled). */
export function approverGroups(options: readonly ApproverOption[]): {
  allowed: ApproverOption[];
  notAllowed: ApproverOption[];
} {
  return {
    allowed: options.filter((option) => !option.disabled),
    notAllowed: options.filter((option) => option.disabled),
  };
}
