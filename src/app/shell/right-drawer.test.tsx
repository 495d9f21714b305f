import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { AdminRoute } from './admin-route';
import { activeRightMenu, type RightMenuEntry } from './right-drawer';

setupMockBackend();

const entries: RightMenuEntry[] = [
  { id: 'filters', labelKey: 'shell.menu.groups', Panel: () => <p>Filters panel</p> },
  { id: 'details', labelKey: 'shell.menu.roles', Panel: () => <p>Details panel</p> },
];

const routes: RouteObject[] = [
  {
    element: <AdminRoute />,
    children: [
      { path: 'flagged', element: <h1>Flagged</h1>, handle: { rightMenu: entries } },
      { path: 'plain', element: <h1>Plain</h1> },
    ],
  },
];

describe('right drawer', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('chooses the remembered menu, else the first', () => {
    expect(activeRightMenu(entries, 'details')?.id).toBe('details');
    expect(activeRightMenu(entries, 'gone')?.id).toBe('filters');
    expect(activeRightMenu(entries, null)?.id).toBe('filters');
    expect(activeRightMenu([], null)).toBeUndefined();
  });

  it('shows only on flagged routes and remembers the active menu', async () => {
    const { unmount } = renderApp({ path: '/flagged', signedInAs: 'admin', routes });
    expect(await screen.findByRole('heading', { name: 'Flagged' })).toBeInTheDocument();
    // The drawer's code downloads with the first flagged route.
    expect(await screen.findByText('Filters panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    expect(screen.getByText('Details panel')).toBeInTheDocument();
    expect(localStorage.getItem('portal.right-drawer-menu')).toBe('details');
    unmount();

    renderApp({ path: '/flagged', signedInAs: 'admin', routes });
    expect(await screen.findByText('Details panel')).toBeInTheDocument();
  });

  it('is absent on other routes', async () => {
    renderApp({ path: '/plain', signedInAs: 'admin', routes });
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Page panel' })).not.toBeInTheDocument();
  });
});
