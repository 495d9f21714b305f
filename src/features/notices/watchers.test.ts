import { configureStore, type Action, type Dispatch } from '@reduxjs/toolkit';
import {
  reloadMiddleware,
  reloadRequested,
  startNoticeWatchers,
  VERSION_CHECK_INTERVAL_MS,
  type NoticesDependencies,
} from './watchers';
import { snackbarDismissed, snackbarRequested } from './model/slice';

function recorder() {
  const actions: Action[] = [];
  const dispatch = ((action: Action) => {
    actions.push(action);
    return action;
  }) as Dispatch;
  return { actions, dispatch };
}

const deps = (overrides: Partial<NoticesDependencies>): NoticesDependencies => ({
  watchOnline: () => () => undefined,
  fetchDeployedVersion: () => Promise.resolve('1'),
  reload: () => undefined,
  ...overrides,
});

const newVersionNotices = (actions: Action[]) =>
  actions.filter((action) => snackbarRequested.match(action) && action.payload.id === 'new-version');

describe('notice watchers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows No connection while offline and dismisses it on reconnect', () => {
    let emit: (online: boolean) => void = () => undefined;
    const { actions, dispatch } = recorder();
    const stop = startNoticeWatchers(
      dispatch,
      deps({ watchOnline: (listener) => ((emit = listener), () => undefined) }),
    );
    emit(false);
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: snackbarRequested.type,
        payload: expect.objectContaining({
          id: 'offline',
          messageKey: 'notices.noConnection',
          duration: null,
        }) as unknown,
      }),
    );
    emit(true);
    expect(actions.at(-1)).toEqual(snackbarDismissed('offline'));
    stop();
  });

  it('stops listening to online and offline when stopped', () => {
    const unsubscribe = vi.fn();
    const stop = startNoticeWatchers(recorder().dispatch, deps({ watchOnline: () => unsubscribe }));
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('checks the version every 15 minutes and offers Reload now when it differs from the running one', async () => {
    const versions = ['1.0.0', '1.0.0', '1.1.0'];
    let call = 0;
    const fetchDeployedVersion = vi.fn(() => Promise.resolve(versions[Math.min(call++, versions.length - 1)] ?? ''));
    const { actions, dispatch } = recorder();
    const stop = startNoticeWatchers(dispatch, deps({ fetchDeployedVersion }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchDeployedVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchDeployedVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchDeployedVersion).toHaveBeenCalledTimes(2);
    expect(newVersionNotices(actions)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(newVersionNotices(actions)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          id: 'new-version',
          duration: null,
          action: { labelKey: 'notices.reloadNow', event: reloadRequested() },
        }) as unknown,
      }),
    ]);
    stop();
  });

  it('keeps checking after a failed check', async () => {
    const fetchDeployedVersion = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('1')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('2');
    const { actions, dispatch } = recorder();
    const stop = startNoticeWatchers(dispatch, deps({ fetchDeployedVersion }));
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(newVersionNotices(actions)).toHaveLength(1);
    stop();
  });

  it('does not stack a check on one still in flight', async () => {
    let resolveSlow: (version: string) => void = () => undefined;
    const fetchDeployedVersion = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('1')
      .mockImplementationOnce(() => new Promise((resolve) => (resolveSlow = resolve)))
      .mockResolvedValue('1');
    const stop = startNoticeWatchers(recorder().dispatch, deps({ fetchDeployedVersion }));
    await vi.advanceTimersByTimeAsync(3 * VERSION_CHECK_INTERVAL_MS);
    expect(fetchDeployedVersion).toHaveBeenCalledTimes(2);
    resolveSlow('1');
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchDeployedVersion).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops checking when stopped', async () => {
    const fetchDeployedVersion = vi.fn(() => Promise.resolve('1'));
    const stop = startNoticeWatchers(recorder().dispatch, deps({ fetchDeployedVersion }));
    stop();
    await vi.advanceTimersByTimeAsync(3 * VERSION_CHECK_INTERVAL_MS);
    expect(fetchDeployedVersion).toHaveBeenCalledTimes(1);
  });

  it('reloads the page on Reload now', () => {
    const reload = vi.fn();
    const store = configureStore({
      reducer: () => ({}),
      middleware: (getDefault) => getDefault().concat(reloadMiddleware({ reload })),
    });
    store.dispatch(reloadRequested());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
