import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { EMPTY, NEVER, Subject, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { connectivityEpic, reloadEpic, reloadRequested, versionCheckEpic, type NoticesDependencies } from './epics';
import { snackbarDismissed, snackbarRequested } from './model/slice';

const state$ = new StateObservable<unknown>(new Subject(), {});
const deps = (overrides: Partial<NoticesDependencies>): NoticesDependencies => ({
  online$: NEVER,
  fetchDeployedVersion: () => Promise.resolve('1'),
  reload: () => undefined,
  ...overrides,
});

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('notices epics', () => {
  it('shows No connection while offline and dismisses it on reconnect', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const online$ = cold('-f--t', { f: false, t: true });
      const output$ = connectivityEpic(EMPTY, state$, deps({ online$ }));
      expectObservable(output$).toBe('-a--b', {
        a: expect.objectContaining({ type: snackbarRequested.type, payload: expect.objectContaining({ id: 'offline', messageKey: 'notices.noConnection', duration: null }) as unknown }) as Action,
        b: snackbarDismissed('offline'),
      });
    });
  });

  it('checks the version every 15 minutes and offers Reload now when it differs from the running one', () => {
    scheduler().run(({ expectObservable, cold }) => {
      const versions = ['1.0.0', '1.0.0', '1.1.0'];
      let call = 0;
      const fetchDeployedVersion = () => cold('(v|)', { v: versions[Math.min(call++, versions.length - 1)] }) as unknown as Promise<string>;
      const output$ = versionCheckEpic(EMPTY, state$, deps({ fetchDeployedVersion }));
      // Start-up reads the running version, 15 min: same, 30 min: new.
      expectObservable(output$, '^ 31m !').toBe('30m a', {
        a: expect.objectContaining({
          type: snackbarRequested.type,
          payload: expect.objectContaining({ id: 'new-version', duration: null, action: { labelKey: 'notices.reloadNow', event: reloadRequested() } }) as unknown,
        }) as Action,
      });
    });
  });

  it('keeps checking after a failed check', () => {
    scheduler().run(({ expectObservable, cold }) => {
      const answers = [cold('(v|)', { v: '1' }), throwError(() => new Error('down')), cold('(v|)', { v: '2' })];
      let call = 0;
      const fetchDeployedVersion = () => answers[Math.min(call++, answers.length - 1)] as unknown as Promise<string>;
      const output$ = versionCheckEpic(EMPTY, state$, deps({ fetchDeployedVersion }));
      expectObservable(output$, '^ 31m !').toBe('30m a', { a: expect.objectContaining({ type: snackbarRequested.type }) as Action });
    });
  });

  it('reloads the page on Reload now', () => {
    const reload = vi.fn();
    reloadEpic(of(reloadRequested()), state$, deps({ reload })).subscribe();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
