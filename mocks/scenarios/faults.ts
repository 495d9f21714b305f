import { isPersistent } from '../db/store';

/** Injected faults and request counters. In the browser they live in sessionStorage, so they survive reloads. */
export type MalformKind = 'html' | 'truncated' | 'wrong-shape';

interface Failure {
  rel: string;
  status: number;
  /** -1: until reset. */
  remaining: number;
  method?: string;
}

interface Malformation {
  rel: string;
  kind: MalformKind;
  remaining: number;
  method?: string;
}

export interface FaultState {
  latency: number;
  offline: boolean;
  /** List answers drift from the platform's description (scenarios/drift.ts). */
  drift: boolean;
  failures: Failure[];
  malformations: Malformation[];
  counts: Record<string, number>;
  /** The mock-* query last applied in this tab, so a reload does not re-arm it. */
  appliedQuery: string | null;
}

const KEY = 'mock-backend:faults';

const empty = (): FaultState => ({
  latency: 0,
  offline: false,
  drift: false,
  failures: [],
  malformations: [],
  counts: {},
  appliedQuery: null,
});

let state: FaultState = empty();

export function getFaults(): Readonly<FaultState> {
  return state;
}

export function loadFaults(): void {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    if (raw) state = { ...empty(), ...(JSON.parse(raw) as Partial<FaultState>) };
  } catch {
    state = empty();
  }
}

function save(): void {
  if (!isPersistent()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    /* ignore */
  }
}

export function clearFaults(keepAppliedQuery = false): void {
  state = { ...empty(), appliedQuery: keepAppliedQuery ? state.appliedQuery : null };
  save();
}

export function setAppliedQuery(query: string | null): void {
  state.appliedQuery = query;
  save();
}

export function setLatency(ms: number): void {
  state.latency = Math.max(0, ms);
  save();
}

export function setOffline(on: boolean): void {
  state.offline = on;
  save();
}

export function setDrift(on: boolean): void {
  state.drift = on;
  save();
}

const times = (n: number | undefined): number => (n === undefined || !Number.isFinite(n) || n < 0 ? -1 : Math.floor(n));

export function failRel(rel: string, status: number, count?: number, method?: string): void {
  state.failures.push({ rel, status, remaining: times(count), ...(method ? { method: method.toUpperCase() } : {}) });
  save();
}

export function malformRel(rel: string, count?: number, kind: MalformKind = 'html', method?: string): void {
  state.malformations.push({ rel, kind, remaining: times(count), ...(method ? { method: method.toUpperCase() } : {}) });
  save();
}

const countKey = (rel: string, method: string): string => `${rel} ${method.toUpperCase()}`;

export function countRequest(rel: string, method: string): void {
  const key = countKey(rel, method);
  state.counts[key] = (state.counts[key] ?? 0) + 1;
  save();
}

/** Requests seen for a rel (any method unless given), faulted ones included. */
export function requestCount(rel: string, method?: string): number {
  if (method) return state.counts[countKey(rel, method)] ?? 0;
  return Object.entries(state.counts)
    .filter(([key]) => key.startsWith(`${rel} `))
    .reduce((sum, [, n]) => sum + n, 0);
}

function take<T extends { rel: string; remaining: number; method?: string }>(
  list: T[],
  rel: string,
  method: string,
): T | null {
  const index = list.findIndex(
    (f) => (f.rel === rel || f.rel === '*') && (!f.method || f.method === method.toUpperCase()) && f.remaining !== 0,
  );
  const found = list[index];
  if (!found) return null;
  if (found.remaining > 0) found.remaining -= 1;
  if (found.remaining === 0) list.splice(index, 1);
  save();
  return found;
}

/** The status to fail this request with (0 = network error), consuming one use; null when none applies. */
export function takeFailure(rel: string, method: string): number | null {
  return take(state.failures, rel, method)?.status ?? null;
}

export function takeMalformation(rel: string, method: string): MalformKind | null {
  return take(state.malformations, rel, method)?.kind ?? null;
}
