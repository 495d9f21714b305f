import * as v from '@/lib/validate';

const ref = v.object({ publicId: v.string(), name: v.nullish(v.string()) });
const idRef = v.object({ publicId: v.string() });
/** A list that may be missing or null on the wire: an empty list then. */
const listOf = <T>(item: v.Schema<T>) => v.transform(v.nullish(v.array(item)), (items) => items ?? []);

/** A status the platform may add later is kept as text rather than failing the whole list. */
const status = v.string();

/** AccessRequest as docs/API.md has it: times are ISO 8601 UTC, approver ids are user ids. */
export const accessRequestSchema = v.object({
  publicId: v.string(),
  // The window is what approving, rejecting and the reminders work with: a request without it cannot be shown.
  start: v.essential(v.string()),
  end: v.essential(v.string()),
  agent: v.nullish(ref),
  user: ref,
  approver: v.nullish(ref),
  vpn: v.nullish(v.boolean()),
  servers: listOf(ref),
  status,
  reason: v.nullish(v.string()),
  createdOn: v.nullish(v.string()),
  updatedOn: v.nullish(v.string()),
  allowedApprovers: listOf(ref),
  reviewExpiresOn: v.nullish(v.string()),
});
export type AccessRequest = v.Infer<typeof accessRequestSchema>;

/** The platform's access request names its agent by id only: the inbox reads the names from AgentList. */
export const ACCESS_REQUEST_FIELDS = [
  'publicId',
  'agent.publicId',
  'user.publicId',
  'user.name',
  'approver.publicId',
  'approver.name',
  'vpn',
  'servers.publicId',
  'servers.name',
  'start',
  'end',
  'status',
  'reason',
  'createdOn',
  'updatedOn',
  'allowedApprovers.publicId',
  'allowedApprovers.name',
  'reviewExpiresOn',
] as const;

/** MyUserAccessRequest: the signed-in user's request with the device (agent) or asset it was made for. */
export const myAccessRequestSchema = v.object({
  publicId: v.string(),
  request: v.object({
    publicId: v.string(),
    status,
    start: v.string(),
    end: v.string(),
    vpn: v.nullish(v.boolean()),
    servers: listOf(ref),
    user: v.nullish(idRef),
  }),
  user: v.nullish(ref),
  agent: v.nullish(ref),
  asset: v.nullish(ref),
});
export type MyAccessRequest = v.Infer<typeof myAccessRequestSchema>;

export const MY_ACCESS_REQUEST_FIELDS = [
  'publicId',
  'request.publicId',
  'request.status',
  'request.start',
  'request.end',
  'request.vpn',
  'request.servers.publicId',
  'request.servers.name',
  'request.user.publicId',
  'user.publicId',
  'user.name',
  'agent.publicId',
  'agent.name',
  'asset.publicId',
  'asset.name',
] as const;

/** An approver of a device: a user, and the company that user approves for. */
export const approverSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  user: v.nullish(ref),
  company: v.nullish(idRef),
});
export type Approver = v.Infer<typeof approverSchema>;

export const APPROVER_FIELDS = ['publicId', 'name', 'user.publicId', 'user.name', 'company.publicId'] as const;

/** The user id an approver stands for (allowedApprovers carries user ids). */
export const approverUserId = (approver: Approver): string => approver.user?.publicId ?? approver.publicId;
export const approverName = (approver: Approver): string =>
  approver.user?.name ?? approver.name ?? approverUserId(approver);
