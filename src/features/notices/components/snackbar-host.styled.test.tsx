import { Dialog } from '@mui/material';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { initI18n } from '@/i18n';
import { noticesReducer, SNACKBAR_DURATION, snackbarRequested } from '../model/slice';
import { SnackbarHost } from './snackbar-host';

function renderHost(withOpenDialog = false) {
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
      {withOpenDialog && (
        <Dialog open slotProps={{ paper: { 'aria-label': 'Editing' } }}>
          <p>Form</p>
        </Dialog>
      )}
    </Provider>,
  );
  return { store, events };
}

describe('SnackbarHost', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => vi.useRealTimers());

  it('is announced while a dialog is open: the dialog hides what was there before, not a snackbar shown after', () => {
    const { store } = renderHost(true);
    expect(screen.getByRole('dialog', { name: 'Editing' })).toBeInTheDocument();
    act(() => {
      store.dispatch(
        snackbarRequested({ text: 'Could not save', duration: SNACKBAR_DURATION.short, severity: 'error' }),
      );
    });
    // Not `hidden: true`: the alert is in the accessibility tree beside the open dialog.
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });

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
        snackbarRequested({
          text: 'New version',
          duration: SNACKBAR_DURATION.persistent,
          action: { labelKey: 'notices.reloadNow', event: { type: 'app/reloadRequested' } },
        }),
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

  it('pauses while the pointer is over it and resumes with the time that was left', () => {
    vi.useFakeTimers();
    const { store } = renderHost();
    act(() => {
      store.dispatch(snackbarRequested({ text: 'Saved', duration: SNACKBAR_DURATION.short }));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('pauses while focus is inside it and resumes when it leaves', () => {
    vi.useFakeTimers();
    const { store } = renderHost();
    act(() => {
      store.dispatch(snackbarRequested({ text: 'Deleted', duration: SNACKBAR_DURATION.medium }));
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => {
      close.focus();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Deleted');
    act(() => {
      close.blur();
    });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Deleted');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('pauses while the window is blurred', () => {
    vi.useFakeTimers();
    const { store } = renderHost();
    act(() => {
      store.dispatch(snackbarRequested({ text: 'Saved', duration: SNACKBAR_DURATION.short }));
    });
    act(() => {
      vi.advanceTimersByTime(2000);
      window.dispatchEvent(new Event('blur'));
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('closes on Escape, even a persistent one, but not on a click elsewhere or an Escape already handled', () => {
    const { store } = renderHost();
    act(() => {
      store.dispatch(
        snackbarRequested({
          id: 'offline',
          text: 'No connection',
          duration: SNACKBAR_DURATION.persistent,
          severity: 'warning',
        }),
      );
    });
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    act(() => {
      document.body.dispatchEvent(handled);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().notices.queue).toEqual([]);
  });

  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('gives a %s snackbar the role %s', (severity, role) => {
    const { store } = renderHost();
    act(() => {
      store.dispatch(snackbarRequested({ text: 'Notice', severity }));
    });
    expect(screen.getByRole(role)).toHaveTextContent('Notice');
    expect(screen.getByRole(role)).toHaveClass(`Notice-${severity}`, 'Notice-filled');
  });

  it('animates its entry, except when reduced motion is asked for', () => {
    const { store } = renderHost();
    act(() => {
      store.dispatch(snackbarRequested({ text: 'Saved' }));
    });
    const emotionClass = [...screen.getByRole('status').classList].find((name) => name.startsWith('css-'));
    expect(emotionClass).toBeDefined();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(new RegExp(`\\.${emotionClass}\\{[^}]*animation:animation-[\\w-]+ \\d+ms`));
    expect(css).toMatch(
      new RegExp(`@media \\(prefers-reduced-motion: reduce\\)\\{\\.${emotionClass}\\{[^}]*animation:none;\\}\\}`),
    );
  });
});
