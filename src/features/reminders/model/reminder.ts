import type { MyAccessRequest } from '@/features/access-requests';

/** docs/RULES.md#reminders: access-request reminders 10 and 2 minutes before the end; temporary access from 30 days before expiry. */
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const ACCESS_REMIND_BEFORE = [10 * MINUTE, 2 * MINUTE] as const;
export const TEMPORARY_ACCESS_FIRST_REMIND = 30 * DAY;

/** What a reminder says: its text key and the device or company it names (formatted with the expiry when shown). */
export interface ReminderMessage {
  key: 'accessExpires' | 'temporaryAccessExpires';
  subject: string | null;
}

/** A reminder (docs/RULES.md#reminders). Times are ISO 8601; `remindOn` is the list of moments it (re)appears. Mutes are kept apart (Mutes). */
export interface Reminder {
  id: string;
  /** The notice icon: important reminders are warnings. */
  icon: 'warning' | 'info';
  important: boolean;
  message: ReminderMessage;
  expiresOn: string;
  remindOn: readonly string[];
}

/** Muted reminders: id → the moment the mute ends (the next remind time or the expiry), ISO 8601. Stored locally. */
export type Mutes = Readonly<Record<string, string>>;

/** A membership of the user with an expiry: temporary access. */
export interface TemporaryAccess {
  publicId: string;
  expiresOn: string;
}

const time = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

const isMuted = (mutes: Mutes, id: string, now: number): boolean => {
  const until = mutes[id];
  return until !== undefined && time(until) > now;
};

/** Visible: not expired, at least one remind time has passed, not muted; sorted by expiry (then id, for a stable order). */
export function visibleReminders(reminders: readonly Reminder[], now: number, mutes: Mutes): Reminder[] {
  return reminders
    .filter((r) => time(r.expiresOn) > now && r.remindOn.some((t) => time(t) <= now) && !isMuted(mutes, r.id, now))
    .sort((a, b) => time(a.expiresOn) - time(b.expiresOn) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Muting hides a reminder until its next upcoming remind time, or its expiry when none is left. */
export function muteUntil(reminder: Reminder, now: number): string {
  const upcoming = reminder.remindOn.map(time).filter((t) => t > now);
  return upcoming.length > 0 ? iso(Math.min(...upcoming)) : reminder.expiresOn;
}

export function mute(mutes: Mutes, reminders: readonly Reminder[], ids: readonly string[], now: number): Mutes {
  const next: Record<string, string> = { ...mutes };
  for (const reminder of reminders) if (ids.includes(reminder.id)) next[reminder.id] = muteUntil(reminder, now);
  return next;
}

/** Drops mutes that have ended: that covers every expired reminder, as a mute never outlasts its reminder. */
export function purgeMutes(mutes: Mutes, now: number): Mutes {
  const kept = Object.entries(mutes).filter(([, until]) => time(until) > now);
  return kept.length === Object.keys(mutes).length ? mutes : Object.fromEntries(kept);
}

/** The next moment after `now` when the visible set may change: a remind time, an expiry or the end of a mute. */
export function nextChange(reminders: readonly Reminder[], mutes: Mutes, now: number): number | undefined {
  let next = Infinity;
  const consider = (t: number) => {
    if (t > now && t < next) next = t;
  };
  for (const reminder of reminders) {
    reminder.remindOn.forEach((t) => consider(time(t)));
    consider(time(reminder.expiresOn));
  }
  Object.values(mutes).forEach((until) => consider(time(until)));
  return Number.isFinite(next) ? next : undefined;
}

/** Stored mutes, read defensively: anything but an object of valid dates is ignored. */
export function parseMutes(raw: unknown): Mutes {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !Number.isNaN(time(entry[1])),
    ),
  );
}

/** Approved requests of the current user: important, 10 and 2 minutes before the end, naming the device (or asset). */
export function accessRequestReminders(requests: readonly MyAccessRequest[]): Reminder[] {
  return requests.flatMap(({ request, agent, asset }) => {
    const end = time(request.end);
    if (request.status !== 'approved' || Number.isNaN(end)) return [];
    return [
      {
        id: `access-request:${request.publicId}`,
        icon: 'warning' as const,
        important: true,
        message: { key: 'accessExpires' as const, subject: agent?.name ?? asset?.name ?? null },
        expiresOn: iso(end),
        remindOn: ACCESS_REMIND_BEFORE.map((before) => iso(end - before)),
      },
    ];
  });
}

/** The last minute of a local day (23:59): "daily at end of day". */
function endOfLocalDay(ms: number): number {
  const day = new Date(ms);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 0, 0).getTime();
}

/** The local end of day (23:59) of each day from `from` up to `until`, both excluded. */
function dailyEnds(from: number, until: number): number[] {
  const ends: number[] = [];
  let day = new Date(from);
  for (let guard = 0; guard < 400; guard += 1) {
    const end = endOfLocalDay(day.getTime());
    if (end >= until) break;
    if (end > from) ends.push(end);
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 12);
  }
  return ends;
}

/** Temporary access: first 30 days before expiry, then at the end of every (local) day until it expires. */
export function temporaryAccessReminders(memberships: readonly TemporaryAccess[], company: string | null): Reminder[] {
  return memberships.flatMap((membership) => {
    const expires = time(membership.expiresOn);
    if (Number.isNaN(expires)) return [];
    const first = expires - TEMPORARY_ACCESS_FIRST_REMIND;
    return [
      {
        id: `temporary-access:${membership.publicId}`,
        icon: 'info' as const,
        important: false,
        message: { key: 'temporaryAccessExpires' as const, subject: company },
        expiresOn: iso(expires),
        remindOn: [first, ...dailyEnds(first, expires)].map(iso),
      },
    ];
  });
}
