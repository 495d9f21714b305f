import type { Action } from '@reduxjs/toolkit';
import { NEVER, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { MyAccessRequest } from '../access-requests';
import { STORAGE_KEYS, type KeyValueStorage } from '@/lib/storage';
import { signedOut } from '../session';
import { remindersEpic } from './reminders-epic';
import { remindersMuted, visibleChanged } from './model/slice';
import { followingState, membershipsAnswered, requestsAnswered } from './test-sources';

const MIN = 60_000;
const HOUR = 60 * MIN;
const KEY = STORAGE_KEYS.mutedReminders;
const at = (ms: number) => new Date(ms).toISOString();

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const approved = (publicId: string, end: number): MyAccessRequest => ({
  publicId: `my-${publicId}`,
  request: {
    publicId,
    status: 'approved',
    start: at(end - HOUR),
    end: at(end),
    vpn: true,
    servers: [],
    user: { publicId: 'u-1' },
  },
  user: { publicId: 'u-1', name: 'Umar' },
  agent: { publicId: 'ag-3', name: 'Pump station Düsseldorf 03' },
  asset: null,
});

/** A marble timeline with each event at its exact frame (ms after the start). */
function timeline(events: readonly (readonly [number, string])[]): string {
  let frame = 0;
  return events
    .map(([time, key]) => {
      const gap = time - frame;
      frame = time + 1;
      return `${gap > 0 ? `${gap}ms ` : ''}${key}`;
    })
    .join(' ');
}

interface Run {
  base: number;
  actions: readonly (readonly [number, Action])[];
  storage?: KeyValueStorage;
  /** Another tab writes the stored mutes at a time; its storage event arrives 1 ms later. */
  otherTabWrites?: readonly (readonly [number, string])[];
}

/** Runs the epic in virtual time; returns each emitted visible set as [ms after start, ids, stored mutes]. */
function run({ base, actions, storage = memoryStorage(), otherTabWrites = [] }: Run) {
  const seen: [number, string[], string | null][] = [];
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run(({ hot, flush }) => {
    const keys = 'abcdefghij';
    const values = Object.fromEntries(actions.map(([, action], i) => [keys[i] ?? 'z', action]));
    const { state$, through } = followingState();
    const action$ = through(hot<Action>(timeline(actions.map(([time], i) => [time, keys[i] ?? 'z'] as const)), values));
    otherTabWrites.forEach(([time, value]) => scheduler.schedule(() => storage.setItem(KEY, value), time));
    const storageChanges$: Observable<string | null> =
      otherTabWrites.length > 0
        ? hot<string | null>(timeline(otherTabWrites.map(([time]) => [time + 1, 'k'] as const)), { k: KEY })
        : NEVER;
    remindersEpic(action$, state$, { now: () => base + scheduler.now(), storage, storageChanges$ }).subscribe(
      (action) => {
        if (!visibleChanged.match(action)) throw new Error(`unexpected ${action.type}`);
        seen.push([scheduler.now(), action.payload.map((r) => r.id), storage.getItem(KEY)]);
      },
    );
    flush();
  });
  return seen;
}

const BASE = Date.parse('2026-11-21T10:00:00Z');
const END = BASE + 15 * MIN;
const ID = 'access-request:ar-1';

describe('access-request expiry reminders', () => {
  it('show 10 minutes before the end and leave at the end (one timer per change, no polling)', () => {
    expect(run({ base: BASE, actions: [[0, requestsAnswered([approved('ar-1', END)])]] })).toEqual([
      [0, [], null],
      [5 * MIN, [ID], null],
      [15 * MIN, [], null],
    ]);
  });

  it('muted, come back 2 minutes before the end; the mute is stored until then, then purged', () => {
    expect(
      run({
        base: BASE,
        actions: [
          [0, requestsAnswered([approved('ar-1', END)])],
          [6 * MIN, remindersMuted([ID])],
        ],
      }),
    ).toEqual([
      [0, [], null],
      [5 * MIN, [ID], null],
      [6 * MIN, [], JSON.stringify({ [ID]: at(END - 2 * MIN) })],
      [13 * MIN, [ID], null],
      [15 * MIN, [], null],
    ]);
  });

  it('muted after the last remind time, stay hidden until expiry, which purges the stored mute', () => {
    const storage = memoryStorage();
    const seen = run({
      base: BASE,
      storage,
      actions: [
        [0, requestsAnswered([approved('ar-1', END)])],
        [14 * MIN, remindersMuted([ID])],
      ],
    });
    expect(seen).toEqual([
      [0, [], null],
      [5 * MIN, [ID], null],
      [14 * MIN, [], JSON.stringify({ [ID]: at(END) })],
    ]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('a mute stored by an earlier visit is honoured, and one that has ended is purged at start', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify({ [ID]: at(END - 2 * MIN), 'access-request:old': at(BASE - MIN) }),
    });
    expect(run({ base: BASE, storage, actions: [[0, requestsAnswered([approved('ar-1', END)])]] })).toEqual([
      [0, [], JSON.stringify({ [ID]: at(END - 2 * MIN) })],
      [13 * MIN, [ID], null],
      [15 * MIN, [], null],
    ]);
  });

  it('several are sorted by expiry; muting one keeps the other', () => {
    const other = 'access-request:ar-2';
    const seen = run({
      base: BASE,
      actions: [
        [0, requestsAnswered([approved('ar-2', END + MIN), approved('ar-1', END)])],
        [7 * MIN, remindersMuted([other])],
      ],
    });
    expect(seen.slice(0, 4).map(([time, ids]) => [time, ids])).toEqual([
      [0, []],
      [5 * MIN, [ID]],
      [6 * MIN, [ID, other]],
      [7 * MIN, [ID]],
    ]);
  });

  it('a mute in another tab applies here', () => {
    const muted = JSON.stringify({ [ID]: at(END - 2 * MIN) });
    const seen = run({
      base: BASE,
      otherTabWrites: [[7 * MIN, muted]],
      actions: [[0, requestsAnswered([approved('ar-1', END)])]],
    });
    expect(seen).toEqual([
      [0, [], null],
      [5 * MIN, [ID], null],
      [7 * MIN + 1, [], muted],
      [13 * MIN, [ID], null],
      [15 * MIN, [], null],
    ]);
  });

  it('signing out clears them', () => {
    expect(
      run({
        base: BASE,
        actions: [
          [0, requestsAnswered([approved('ar-1', BASE + 5 * MIN)])],
          [MIN, signedOut()],
        ],
      }),
    ).toEqual([
      [0, [], null],
      [0, [ID], null],
      [MIN, [], null],
    ]);
  });
});

describe('temporary-access reminders', () => {
  // Local times: the daily reminder is at 23:59 on the machine's clock.
  const base = new Date(2026, 10, 21, 10, 0).getTime();
  const expires = new Date(2026, 10, 23, 12, 0).getTime();
  const TEMP = 'temporary-access:m-1';
  const evening = (day: number) => new Date(2026, 10, day, 23, 59).getTime() - base;

  it('muted, come back daily at the end of the day until the expiry', () => {
    const seen = run({
      base,
      actions: [
        [0, membershipsAnswered([{ publicId: 'm-1', expiresOn: at(expires) }])],
        [HOUR, remindersMuted([TEMP])],
        [evening(21) + MIN, remindersMuted([TEMP])],
      ],
    });
    expect(seen.map(([time, ids]) => [time, ids])).toEqual([
      [0, []],
      [0, [TEMP]],
      [HOUR, []],
      [evening(21), [TEMP]],
      [evening(21) + MIN, []],
      [evening(22), [TEMP]],
      [expires - base, []],
    ]);
  });

  it('appear 30 days before the expiry, waiting at most a day per timer', () => {
    const far = base + 40 * 24 * HOUR;
    const seen = run({
      base,
      actions: [[0, membershipsAnswered([{ publicId: 'm-1', expiresOn: at(far) }])]],
    });
    expect(seen[1]).toEqual([far - 30 * 24 * HOUR - base, [TEMP], null]);
  });
});
