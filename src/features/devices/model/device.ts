import * as v from '@/lib/validate';
import { VPN_AGENT_FIELDS, vpnAgentSchema } from '@/features/vpn';

/** A device (agent) as the devices pages read it: the VPN fields plus its services. */
export const deviceSchema = v.extend(vpnAgentSchema, {
  servers: v.nullish(
    v.array(
      v.object({
        publicId: v.string(),
        name: v.nullish(v.string()),
        serviceGroup: v.nullish(v.string()),
        requireAccessApproval: v.nullish(v.boolean()),
      }),
    ),
  ),
  vpnLocked: v.nullish(v.boolean()),
  webAccessLocked: v.nullish(v.boolean()),
  vpnRequireAccessApproval: v.nullish(v.boolean()),
  permissions: v.nullish(v.array(v.string())),
  /** The device's type, its model (Agent.type.name), in the list. */
  type: v.fallback(v.nullish(v.object({ name: v.fallback(v.nullish(v.string()), null) })), null),
  /** The device's groups (Agent.memberships), read on its page. */
  memberships: v.nullish(v.array(v.object({ group: v.object({ publicId: v.string() }) }))),
});
export type Device = v.Infer<typeof deviceSchema>;

const APPROVAL_FIELDS = ['vpnLocked', 'webAccessLocked', 'vpnRequireAccessApproval', 'permissions'] as const;
/** The list reads what the approval rule needs of the services (docs/RULES.md#access-approval) and their names (its web services menu); the device page reads them whole. */
export const DEVICE_LIST_FIELDS = [
  ...VPN_AGENT_FIELDS,
  ...APPROVAL_FIELDS,
  'servers(publicId,name,serviceGroup,requireAccessApproval)',
  'type.name',
] as const;
export const DEVICE_FIELDS = [
  ...VPN_AGENT_FIELDS,
  ...APPROVAL_FIELDS,
  'servers(*)',
  'memberships.group.publicId',
] as const;
