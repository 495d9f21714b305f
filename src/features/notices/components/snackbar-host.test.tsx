import { act, render, screen } from '@testing-library/react';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { initI18n } from '../../../i18n';
import { noticesReducer, SNACKBAR_DURATION, snackbarRequested } from '../model/slice';
import { SnackbarHost } from './snackbar-host';

function renderHost() {
  const events: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    events.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { notices: noticesReducer },
    middleware: (getDefault) => getDefault().concat(record),
  });
  render(
    <Provider store={store}>
      <SnackbarHost />
    </Provider>,
  );
  return { store, events };
}

describe('SnackbarHost', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => vi.useRealTimers());

  it('shows each snackbar for its own duration, then the next one', () => {
    vi.useFakeTimers();
    const { store } = renderHost();
    act(() => {
      store.dispatch(snackbarRequested({ text: 'Saved', duration: SNACKBAR_DURATION.short }));
      store.dispatch(snackbarRequested({ text: 'Slow answer', duration: SNACKBAR_DURATION.medium, severity: 'error' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Slow answer');
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Slow answer');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('keeps a persistent snackbar until its action, which dispatches its event', () => {
    vi.useFakeTimers();
    const { store, events } = renderHost();
    act(() => {
      store.dispatch(
        snackbarRequested({ text: 'New version', duration: SNACKBAR_DURATION.persistent, action: { labelKey: 'notices.reloadNow', event: { type: 'app/reloadRequested' } } }),
      );
    });
    act(() => {
      vi.advanceTimersByTime(600_000);
    });
    const button = screen.getByRole('button', { name: 'Reload now' });
    act(() => {
      button.click();
    });
    expect(events).toContain('app/reloadRequested');
    expect(store.getState().notices.queue).toEqual([]);
  });
});
