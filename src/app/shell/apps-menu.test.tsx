import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { setRuntimeConfig } from '@/api';
import { decodeJumpStartToken } from '@/features/session';
import { setupMockBackend, TEST_CONFIG } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { AdminRoute } from './admin-route';
import { portalNavigation } from './use-go-to-portal';

setupMockBackend();

const routes: RouteObject[] = [
  {
    element: <AdminRoute />,
    children: [
      { path: 'plain', element: <h1>Plain</h1> },
      { path: 'devices', element: <h1>Devices list</h1> },
    ],
  },
];

async function openAppsMenu() {
  const user = userEvent.setup();
  renderApp({ path: '/plain', signedInAs: 'user', companyId: 'c-acme', routes });
  await user.click(await screen.findByRole('button', { name: 'Apps' }));
  // The menu's code downloads on first open.
  await screen.findByRole('menu');
  return user;
}

describe('apps menu', () => {
  it('leads to the devices, and has no portal entry outside production', async () => {
    const user = await openAppsMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Administration',
      'Devices',
      'Messages',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Devices' }));
    expect(await screen.findByRole('heading', { name: 'Devices list' })).toBeInTheDocument();
  });

  it('opens the portal signed in from its portal entry in production', async () => {
    setRuntimeConfig({ ...TEST_CONFIG, production: true, webRootUrl: 'https://root.example.test' });
    const open = vi.spyOn(portalNavigation, 'open').mockImplementation(() => undefined);
    const user = await openAppsMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Portal' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(open.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.example.test/jump-start');
    expect(decodeJumpStartToken(url.searchParams.get('token') ?? '')).toMatchObject({ companyId: 'c-acme' });
  });
});
