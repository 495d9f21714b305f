import {
  concat,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  scan,
  startWith,
  switchMap,
  timer,
  type Observable,
} from 'rxjs';
import { readJson, STORAGE_KEYS } from '@/lib/storage';
import { signedOut, signedOutElsewhere } from '../session';
import {
  accessRequestReminders,
  mute,
  nextChange,
  parseMutes,
  purgeMutes,
  temporaryAccessReminders,
  visibleReminders,
  type Mutes,
  type Reminder,
} from './model/reminder';
import { remindersMuted, visibleChanged } from './model/slice';
import type { RemindersEpic } from './epics';
import { selectReminderCompany, selectReminderMemberships, selectReminderRequests } from './sources';

/** Timers wait at most a day: a longer delay overflows setTimeout, and the next check simply schedules again. */
const MAX_WAIT = 24 * 60 * 60_000;
const KEY = STORAGE_KEYS.mutedReminders;

interface Model {
  access: Reminder[];
  temporary: Reminder[];
  mutes: Mutes;
}

type Change = (model: Model, now: number) => Model;

const sameVisible = (a: Reminder[], b: Reminder[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The visible reminders, recomputed when a source (the user's access requests and temporary memberships, read from
 * RTK Query's cache as the reminders host asks for them) or a mute changes and at the next moment anything can change (a
 * remind time, an expiry, the end of a mute): one timer, never polling. Mutes are stored locally (muted-reminders),
 * and those that have ended (expired reminders' among them) are purged from storage.
 */
export const remindersEpic: RemindersEpic = (action$, state$, { now, storage, storageChanges$ }) =>
  defer(() => {
    let written = storage.getItem(KEY);
    const stored = () => parseMutes(readJson(storage, KEY));
    const persist = (mutes: Mutes) => {
      const text = Object.keys(mutes).length > 0 ? JSON.stringify(mutes) : null;
      if (text === written) return;
      written = text;
      if (text === null) storage.removeItem(KEY);
      else storage.setItem(KEY, text);
    };
    const changes$: Observable<Change> = merge(
      state$.pipe(
        map(selectReminderRequests),
        distinctUntilChanged(),
        map((requests): Change => (model) => ({ ...model, access: accessRequestReminders(requests) })),
      ),
      state$.pipe(
        map((state) => ({ memberships: selectReminderMemberships(state), company: selectReminderCompany(state) })),
        distinctUntilChanged((a, b) => a.memberships === b.memberships && a.company === b.company),
        map(({ memberships, company }): Change => (model) => ({
          ...model,
          temporary: temporaryAccessReminders(memberships, company),
        })),
      ),
      action$.pipe(
        filter(remindersMuted.match),
        map((action): Change => (model, at) => ({
          ...model,
          mutes: mute(model.mutes, [...model.access, ...model.temporary], action.payload, at),
        })),
      ),
      action$.pipe(
        filter((action) => signedOut.match(action) || signedOutElsewhere.match(action)),
        map((): Change => (model) => ({ ...model, access: [], temporary: [] })),
      ),
      storageChanges$.pipe(
        filter((key) => key === KEY || key === null),
        map((): Change => (model) => {
          written = storage.getItem(KEY);
          return { ...model, mutes: stored() };
        }),
      ),
    );
    const evaluate = (model: Model): Observable<Reminder[]> =>
      defer(() => {
        const at = now();
        const mutes = purgeMutes(model.mutes, at);
        persist(mutes);
        const all = [...model.access, ...model.temporary];
        const next = nextChange(all, mutes, at);
        const visible = of(visibleReminders(all, at, mutes));
        if (next === undefined) return visible;
        return concat(
          visible,
          timer(Math.min(next - at, MAX_WAIT)).pipe(switchMap(() => evaluate({ ...model, mutes }))),
        );
      });
    const initial: Model = { access: [], temporary: [], mutes: stored() };
    return changes$.pipe(
      scan((model: Model, change: Change) => change(model, now()), initial),
      startWith(initial),
      switchMap(evaluate),
      distinctUntilChanged(sameVisible),
      map((visible) => visibleChanged(visible)),
    );
  });
