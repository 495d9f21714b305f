import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { firstValueFrom, filter, NEVER, Subject, timeout } from 'rxjs';
import type { MyAccessRequest } from '../access-requests';
import type { KeyValueStorage } from '@/lib/storage';
import { remindersLoaderEpic } from './epics';
import { accessRequestsChanged, temporaryAccessChanged, visibleChanged } from './model/slice';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

const request = (publicId: string, status: string, end: number): MyAccessRequest => ({
  publicId: `my-${publicId}`,
  request: {
    publicId,
    status,
    start: at(end - 60 * MIN),
    end: at(end),
    vpn: true,
    servers: [],
    user: { publicId: 'u-1' },
  },
  user: { publicId: 'u-1', name: 'Umar' },
  agent: { publicId: 'ag-1', name: 'Pump 03' },
  asset: null,
});

function start() {
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  const actions = new Subject<Action>();
  const output: Action[] = [];
  const state$ = new StateObservable<unknown>(new Subject(), {});
  const output$ = remindersLoaderEpic(actions, state$, { now: () => NOW, storage, storageChanges$: NEVER });
  const subscription = output$.subscribe((action) => output.push(action));
  return { actions, output, output$, subscription };
}

describe('the reminders epic loads when a source may remind', () => {
  it('stays unloaded (emits nothing) for sources that cannot remind: none, pending, ended', async () => {
    const { actions, output, subscription } = start();
    actions.next(temporaryAccessChanged({ memberships: [], company: 'Acme' }));
    actions.next(
      accessRequestsChanged([request('ar-1', 'pending', NOW + 5 * MIN), request('ar-2', 'approved', NOW - MIN)]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output).toEqual([]);
    subscription.unsubscribe();
  });

  it('loads at the first that may, replaying the latest of each source, even one that arrived while it loaded', async () => {
    const { actions, output$, subscription } = start();
    const both = firstValueFrom(
      output$.pipe(
        filter(visibleChanged.match),
        filter((action) => action.payload.length === 2),
        timeout(5000),
      ),
    );
    actions.next(accessRequestsChanged([request('ar-old', 'approved', NOW + 3 * MIN)]));
    actions.next(accessRequestsChanged([request('ar-1', 'approved', NOW + 5 * MIN)]));
    actions.next(
      temporaryAccessChanged({
        memberships: [{ publicId: 'm-1', expiresOn: at(NOW + 3 * 24 * 60 * MIN) }],
        company: 'Acme',
      }),
    );
    const { payload } = await both;
    expect(payload.map((r) => r.id)).toEqual(['access-request:ar-1', 'temporary-access:m-1']);
    subscription.unsubscribe();
  });
});
