import * as v from '@/lib/validate';
import { dateOfExpiry, expiryFromDate } from '@/lib/expiry-date';

/**
 * One group's page (/groups/:publicId): its people (UserMembershipList), devices (AgentMembershipList) and assets
 * (AssetMembershipList), each membership joined to the names the lists of people, devices and assets give.
 */

const ref = v.object({ publicId: v.string() });

export const groupDetailSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  isCompanyGroup: v.withDefault(v.boolean(), false),
  type: v.nullish(v.object({ publicId: v.string(), name: v.nullish(v.string()) })),
});
export type GroupDetail = v.Infer<typeof groupDetailSchema>;
export const GROUP_DETAIL_FIELDS = ['publicId', 'name', 'isCompanyGroup', 'type.publicId', 'type.name'];

/** A membership of the group as the members section reads it (its own schema: the users feature's stays in its chunk). */
export const groupMembershipSchema = v.object({
  publicId: v.string(),
  user: v.nullish(ref),
  invite: v.nullish(ref),
  role: v.nullish(ref),
  expiresOn: v.nullish(v.string()),
});
export type GroupMembership = v.Infer<typeof groupMembershipSchema>;
export const GROUP_MEMBERSHIP_FIELDS = ['publicId', 'user.publicId', 'invite.publicId', 'role.publicId', 'expiresOn'];

export const personSchema = v.object({
  publicId: v.string(),
  name: v.withDefault(v.string(), ''),
  emailAddress: v.nullish(v.string()),
});
export type Person = v.Infer<typeof personSchema>;
export const PERSON_FIELDS = ['publicId', 'name', 'emailAddress'];

export const inviteeSchema = v.object({ publicId: v.string(), emailAddress: v.withDefault(v.string(), '') });
export type Invitee = v.Infer<typeof inviteeSchema>;

/** AgentMembershipList and AssetMembershipList items: a device's or an asset's membership of a group. */
export const thingMembershipSchema = v.object({ publicId: v.string(), agent: v.nullish(ref), asset: v.nullish(ref) });

/** A device or an asset by name; an asset also by its type (the platform's `resourceVariant`), which its page needs. */
export const thingSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  resourceVariant: v.nullish(v.object({ publicId: v.string(), name: v.nullish(v.string()) })),
});
export type Thing = v.Infer<typeof thingSchema>;

/** A person or a pending invitation in the group, with the role and end of access of that membership. */
export interface GroupMember {
  membershipId: string;
  kind: 'user' | 'invite';
  /** The user's or the invitation's id. */
  personId: string;
  /** The person's name; empty for an invitation (its address is its name) or a person whose name could not be read. */
  name: string;
  emailAddress: string | null;
  roleId: string | null;
  expiresOn: string | null;
}

/** A device or an asset in the group: the membership and what it names. */
export interface GroupThing {
  membershipId: string;
  publicId: string;
  /** null when the device or asset could not be read (another's, or gone). */
  name: string | null;
  /** An asset's type (its page lives under it). */
  typeId: string | null;
  typeName: string | null;
}

const byLabel = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** What a member is listed by: the name, else the address. */
export const memberLabel = (member: GroupMember): string => member.name || member.emailAddress || member.personId;

/** The members by name (an invitation by its address); memberships naming neither a user nor an invitation are left out. */
export function joinMembers(
  memberships: readonly GroupMembership[],
  people: readonly Person[],
  invitees: readonly Invitee[],
): GroupMember[] {
  const personById = new Map(people.map((person) => [person.publicId, person]));
  const inviteeById = new Map(invitees.map((invitee) => [invitee.publicId, invitee]));
  const members = memberships.flatMap((membership): GroupMember[] => {
    const base = {
      membershipId: membership.publicId,
      roleId: membership.role?.publicId ?? null,
      expiresOn: membership.expiresOn ?? null,
    };
    if (membership.user) {
      const person = personById.get(membership.user.publicId);
      return [
        {
          ...base,
          kind: 'user',
          personId: membership.user.publicId,
          name: person?.name ?? '',
          emailAddress: person?.emailAddress ?? null,
        },
      ];
    }
    if (membership.invite) {
      return [
        {
          ...base,
          kind: 'invite',
          personId: membership.invite.publicId,
          name: '',
          emailAddress: inviteeById.get(membership.invite.publicId)?.emailAddress || null,
        },
      ];
    }
    return [];
  });
  return members.sort(
    (a, b) => Number(a.kind === 'invite') - Number(b.kind === 'invite') || byLabel(memberLabel(a), memberLabel(b)),
  );
}

/** The devices or assets by name, those without a readable name last; a device or asset is listed once (its first membership). */
export function joinThings(
  memberships: readonly { membershipId: string; publicId: string }[],
  things: readonly Thing[],
): GroupThing[] {
  const byId = new Map(things.map((thing) => [thing.publicId, thing]));
  const seen = new Set<string>();
  return memberships
    .filter(({ publicId }) => !seen.has(publicId) && Boolean(seen.add(publicId)))
    .map(({ membershipId, publicId }): GroupThing => {
      const thing = byId.get(publicId);
      return {
        membershipId,
        publicId,
        name: thing?.name || null,
        typeId: thing?.resourceVariant?.publicId ?? null,
        typeName: thing?.resourceVariant?.name ?? null,
      };
    })
    .sort(
      (a, b) =>
        Number(a.name === null) - Number(b.name === null) || byLabel(a.name ?? a.publicId, b.name ?? b.publicId),
    );
}

/** Ids of the people a list names, once each. */
export const uniqueIds = (ids: readonly (string | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

export type GroupSection = 'members' | 'devices' | 'assets';
export const GROUP_SECTIONS: readonly GroupSection[] = ['members', 'devices', 'assets'];

/** The section the address asks for (`?tab=`); the members when it names none or an unknown one. */
export const sectionOf = (tab: string | null): GroupSection =>
  tab === 'devices' || tab === 'assets' ? tab : 'members';

/** The address of a group's page, opened at one of its sections. */
export const groupPath = (groupId: string, section: GroupSection = 'members'): string =>
  `/groups/${encodeURIComponent(groupId)}${section === 'members' ? '' : `?tab=${section}`}`;

/** Where a device or an asset of the group is shown; an asset without a known type has no page to go to. */
export function thingPath(kind: 'devices' | 'assets', thing: Pick<GroupThing, 'publicId' | 'typeId'>): string | null {
  if (kind === 'devices') return `/devices/${encodeURIComponent(thing.publicId)}`;
  return thing.typeId ? `/assets/${encodeURIComponent(thing.typeId)}/${encodeURIComponent(thing.publicId)}` : null;
}

/** The problem with an asked end of access, if any: it must be a date, and lie ahead. */
export function expiryProblem(date: string, now: number): 'EXPIRY_INVALID' | 'EXPIRY_PAST' | null {
  const expiresOn = expiryFromDate(date);
  if (expiresOn === null) return null;
  const at = Date.parse(expiresOn);
  if (Number.isNaN(at)) return 'EXPIRY_INVALID';
  return at <= now ? 'EXPIRY_PAST' : null;
}

export { dateOfExpiry, expiryFromDate };
