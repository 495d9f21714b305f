import { filter, type Filter } from '@/api';

/** The actions of the audit trail (docs/API.md). */
export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'TRIGGER'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Someone or something picked by name: the id filters, the name shows (and comes back from the address). */
export interface Picked {
  id: string;
  name: string;
}

/** What the trail is filtered on. Dates are local calendar days `YYYY-MM-DD` ('' for open), both days included. */
export interface AuditFilters {
  from: string;
  to: string;
  actor: Picked | null;
  actions: readonly AuditAction[];
  device: Picked | null;
  target: string;
}

export const NO_FILTERS: AuditFilters = { from: '', to: '', actor: null, actions: [], device: null, target: '' };

/** Open ends of a time range: `between` needs two bounds (the only time filter docs/API.md names for the trail). */
const EARLIEST = '1970-01-01T00:00:00.000Z';
const LATEST = '9999-12-31T23:59:59.999Z';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day that exists, else null. */
function dayOf(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export const isDay = (text: string): boolean => dayOf(text) !== null;

/** Start of the first day and end of the last day, in the browser's time zone, as UTC instants (days swapped if reversed). */
export function timeRange(from: string, to: string): [string, string] | null {
  let first = dayOf(from);
  let last = dayOf(to);
  if (!first && !last) return null;
  if (first && last && first > last) [first, last] = [last, first];
  const end = last ? new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1, 0, 0, 0, -1) : null;
  return [first ? first.toISOString() : EARLIEST, end ? end.toISOString() : LATEST];
}

/** The filters in the API's own syntax (docs/API.md, Audit trail). */
export function auditQueryFilters(filters: AuditFilters): Filter[] {
  const out: Filter[] = [];
  const range = timeRange(filters.from, filters.to);
  if (range) out.push(filter.between('time', range[0], range[1]));
  if (filters.actor) out.push(filter.eq('actor.resource.publicId', filters.actor.id));
  if (filters.actions.length > 0) out.push(filter.in('action', [...filters.actions]));
  if (filters.device) out.push(filter.eq('topic.agent', filters.device.id));
  const target = filters.target.trim();
  if (target) out.push(filter.contains('target', target));
  return out;
}

export const hasFilters = (filters: AuditFilters): boolean => auditQueryFilters(filters).length > 0;

/** Address parameters of the filters: a filtered view can be bookmarked, shared and restored. */
export const ADDRESS_KEYS = ['from', 'to', 'actor', 'actorName', 'action', 'device', 'deviceName', 'target'] as const;

export function filtersToSearch(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (isDay(filters.from)) params.set('from', filters.from);
  if (isDay(filters.to)) params.set('to', filters.to);
  if (filters.actor) {
    params.set('actor', filters.actor.id);
    params.set('actorName', filters.actor.name);
  }
  const actions = AUDIT_ACTIONS.filter((action) => filters.actions.includes(action));
  if (actions.length > 0) params.set('action', actions.join(','));
  if (filters.device) {
    params.set('device', filters.device.id);
    params.set('deviceName', filters.device.name);
  }
  if (filters.target.trim()) params.set('target', filters.target.trim());
  return params;
}

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const MAX_TEXT = 255;

function pickedFrom(params: URLSearchParams, idKey: string, nameKey: string): Picked | null {
  const id = params.get(idKey) ?? '';
  if (!ID.test(id)) return null;
  const name = (params.get(nameKey) ?? '').trim().slice(0, MAX_TEXT);
  return { id, name: name || id };
}

/** The filters an address holds; anything malformed is left out, never an error. */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const asked = (params.get('action') ?? '').split(',');
  return {
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    actor: pickedFrom(params, 'actor', 'actorName'),
    actions: AUDIT_ACTIONS.filter((action) => asked.includes(action)),
    device: pickedFrom(params, 'device', 'deviceName'),
    target: (params.get('target') ?? '').trim().slice(0, MAX_TEXT),
  };
}

/** The address's search with the filters replaced and every other parameter kept. */
export function withFilters(current: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ADDRESS_KEYS) next.delete(key);
  for (const [key, value] of filtersToSearch(filters)) next.set(key, value);
  return next;
}

/** The export's file name: the trail and the day it was taken, e.g. `audit-trail-2026-11-23.csv`. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `audit-trail-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
