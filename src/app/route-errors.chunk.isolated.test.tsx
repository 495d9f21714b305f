import { screen, within } from '@testing-library/react';
import { setupMockBackend } from '../testing/mock-server';
import { renderApp } from '../testing/render';

// The groups page's chunk cannot be fetched (after a deploy, say): its dynamic import rejects.
vi.mock('../features/group-types', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/group-types-old.js');
});

setupMockBackend();

it('a page of the app whose chunk cannot load shows Reload inside the shell instead of a blank screen', async () => {
  const reload = vi.fn();
  renderApp({ path: '/groups', signedInAs: 'admin', dependencies: { reload } });
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  within(main).getByRole('button', { name: 'Reload' }).click();
  expect(reload).toHaveBeenCalledTimes(1);
  // The shell stays: the top bar and the main menu are still there.
  expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
});
