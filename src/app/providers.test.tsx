import { useTheme } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import { setupMockBackend } from '../testing/mock-server';
import { renderApp } from '../testing/render';

setupMockBackend();

/** The system's prefers-reduced-motion, as matchMedia tells it; the other queries do not match. */
function systemMotion(reduced: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduced };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') && state.reduced;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      state.reduced = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function TransitionProbe() {
  return <output>{useTheme().transitions.create('opacity')}</output>;
}

afterEach(() => vi.unstubAllGlobals());

test('the theme follows the system’s reduced motion: no transitions while it is asked for, the usual ones again after', async () => {
  const motion = systemMotion(false);
  renderApp({ routes: [{ path: '/', element: <TransitionProbe /> }] });
  expect(await screen.findByRole('status')).toHaveTextContent(/^opacity \d+ms/);
  act(() => motion.change(true));
  expect(screen.getByRole('status')).toHaveTextContent(/^none$/);
  act(() => motion.change(false));
  expect(screen.getByRole('status')).toHaveTextContent(/^opacity \d+ms/);
});
