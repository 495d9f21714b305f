import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { useTopBarSearch } from '@/features/search';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { AdminRoute } from './admin-route';

setupMockBackend();

function SearchablePage() {
  const query = useTopBarSearch('users', 'shell.menu.users');
  return (
    <>
      <h1>Searchable</h1>
      <p>Query: {query}</p>
      <Link to="/plain">Elsewhere</Link>
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <AdminRoute />,
    children: [
      { path: 'searchable', element: <SearchablePage /> },
      { path: 'plain', element: <h1>Plain</h1> },
    ],
  },
];

describe('top bar', () => {
  it('shows the search input only while the page offers a search context', async () => {
    renderApp({ path: '/searchable', signedInAs: 'admin', routes });
    const search = await screen.findByRole('searchbox', { name: 'Users' });
    await userEvent.type(search, 'ada');
    expect(screen.getByText('Query: ada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the help button only with the help-center permission and the unread count on messages', async () => {
    renderApp({ path: '/plain', signedInAs: 'admin', routes });
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Messages, \d+ unread/ })).toHaveAttribute('href', '/messages');
  });

  it('names its icon buttons and gives each the same text as a native hover hint', async () => {
    renderApp({ path: '/plain', signedInAs: 'admin', routes });
    for (const name of ['Help', 'Apps', 'Account'])
      expect(await screen.findByRole('button', { name })).toHaveAttribute('title', name);
    const messages = await screen.findByRole('link', { name: /Messages, \d+ unread/ });
    expect(messages).toHaveAttribute('title', messages.getAttribute('aria-label'));
  });

  it('has no help button without the permission', async () => {
    renderApp({ path: '/plain', signedInAs: 'translator', routes });
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('opens the account menu with profile, companies and log out, and a letter avatar', async () => {
    renderApp({ path: '/plain', signedInAs: 'admin', routes });
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(account).toHaveTextContent('A');
    await userEvent.click(account);
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My companies' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});
