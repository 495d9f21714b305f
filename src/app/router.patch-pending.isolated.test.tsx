import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockBackend } from '../testing/mock-server';
import { renderApp } from '../testing/render';

// The signed-in routes' chunk is still downloading until the test lets it through.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('./signed-in/routes', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

setupMockBackend();

it('right after sign-in, a spinner shows while the signed-in pages download, then the page', async () => {
  renderApp({ path: '/login?returnTo=%2Fgroups' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), 'admin@acme.test');
  await user.type(screen.getByLabelText('Password'), 'admin-demo-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  gate.open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
});
