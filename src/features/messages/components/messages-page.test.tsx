import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '../../../../mocks/node';
import { setupMockBackend } from '../../../testing/mock-server';
import { renderApp } from '../../../testing/render';

setupMockBackend();

describe('MessagesPage', () => {
  it('lists the messages with the unread ones marked, and opening one marks it read', async () => {
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const unreadBefore = await screen.findAllByRole('img', { name: 'Unread' });
    expect(unreadBefore.length).toBeGreaterThan(0);
    const firstUnread = unreadBefore[0]?.closest('[aria-expanded]');
    expect(firstUnread).not.toBeNull();
    await userEvent.click(firstUnread as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(unreadBefore.length - 1));
    await waitFor(() => expect(mockControl.requestCount('MessageList', 'PATCH')).toBe(1));
  });

  it('marks all as read in one call', async () => {
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await screen.findAllByRole('img', { name: 'Unread' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(button).toBeDisabled();
    expect(mockControl.requestCount('MessageList', 'PATCH')).toBe(1);
  });

  it('restores the unread mark when the server refuses', async () => {
    mockControl.failRel('MessageList', 409, 1, 'PATCH');
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    const count = (await screen.findAllByRole('img', { name: 'Unread' })).length;
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(mockControl.requestCount('MessageList', 'PATCH')).toBe(1));
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(count));
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    mockControl.failRel('MessageList', 400, 1, 'GET');
    renderApp({ path: '/messages', signedInAs: 'user', companyId: 'c-acme' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The messages could not be loaded/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { expanded: false })).not.toHaveLength(0);
  });
});
