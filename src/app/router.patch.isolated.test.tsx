import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockBackend } from '../testing/mock-server';
import { renderApp } from '../testing/render';

// Records when the signed-in routes (the shell, the pages, the VPN feature) are first imported.
const signedInModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./signed-in/routes', async (importOriginal) => {
  signedInModule.loaded = true;
  return importOriginal();
});

setupMockBackend();

it('signed out, an admin address shows the sign-in page without loading the signed-in routes, which come with the sign-in', async () => {
  const { router, store } = renderApp({ path: '/groups' });
  expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe('?returnTo=%2Fgroups');
  expect(signedInModule.loaded).toBe(false);
  expect(store.getState().vpn).toBeUndefined();

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'admin@acme.test');
  await user.type(screen.getByLabelText('Password'), 'admin-demo-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
  expect(signedInModule.loaded).toBe(true);
  // The signed-in runtime came with them: its slices are in the store.
  await waitFor(() => expect(store.getState().vpn).toBeDefined());
});
