import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import type * as Messages from '@/features/messages';
import { AdminLayout, PRELOAD_DELAY_MS } from './admin-layout';

type MessagesModule = typeof Messages;

const preload = vi.hoisted(() => ({ users: vi.fn(), messages: vi.fn() }));
vi.mock('@/features/users', () => ({ loadUsersPage: preload.users }));
vi.mock('@/features/messages', async (original) => ({
  ...(await original<MessagesModule>()),
  loadMessagesPage: preload.messages,
}));

setupMockBackend();

const routes: RouteObject[] = [
  { path: '/', element: <AdminLayout />, children: [{ path: 'plain', element: <p>Plain page</p> }] },
];

beforeEach(() => {
  preload.users.mockReset().mockResolvedValue(() => null);
  preload.messages.mockReset().mockResolvedValue(() => null);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('docs/RULES.md#shell: pages people open next are preloaded after a delay', () => {
  it('fetches the users page (with messages) after the delay, not before, for someone who may invite users', async () => {
    renderApp({ path: '/plain', signedInAs: 'admin', companyId: 'c-acme', routes });
    await screen.findByText('Plain page');
    await act(() => vi.advanceTimersByTimeAsync(PRELOAD_DELAY_MS - 500));
    expect(preload.users).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(preload.users).toHaveBeenCalledOnce());
    expect(preload.messages).toHaveBeenCalledOnce();
  });

  it('does not fetch the users page for someone who cannot invite users', async () => {
    renderApp({ path: '/plain', signedInAs: 'user', companyId: 'c-acme', routes });
    await screen.findByText('Plain page');
    await act(() => vi.advanceTimersByTimeAsync(PRELOAD_DELAY_MS + 1000));
    expect(preload.messages).toHaveBeenCalledOnce();
    expect(preload.users).not.toHaveBeenCalled();
  });
});
