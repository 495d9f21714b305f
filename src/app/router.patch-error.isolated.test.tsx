import { screen, within } from '@testing-library/react';
import { setupMockBackend } from '../testing/mock-server';
import { renderApp } from '../testing/render';

// The signed-in routes' chunk cannot be fetched (after a deploy, say).
vi.mock('./signed-in/routes', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/routes-old.js');
});

setupMockBackend();

it('signed in, when the signed-in routes cannot load, the page offers Reload instead of a blank screen', async () => {
  const reload = vi.fn();
  renderApp({ path: '/groups', signedInAs: 'admin', dependencies: { reload } });
  const heading = await screen.findByRole('heading', { name: 'This page could not be loaded' });
  within(heading.closest('section') ?? document.body)
    .getByRole('button', { name: 'Reload' })
    .click();
  expect(reload).toHaveBeenCalledTimes(1);
});
