import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { MessagesButton } from './messages-button';

setupMockBackend();

const routes: RouteObject[] = [{ path: 'plain', element: <MessagesButton /> }];

describe('the messages button', () => {
  it('shows MyUser.unreadMessagesCount, read with fields=unreadMessagesCount, without reading the messages', async () => {
    const fields: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/users/me')) fields.push(url.searchParams.get('fields'));
    });
    const unread = getDb().messages.filter((m) => m._userId === 'u-admin' && !m.read).length;
    expect(unread).toBeGreaterThan(0);
    renderApp({ path: '/plain', signedInAs: 'admin', companyId: 'c-acme', routes });
    expect(await screen.findByRole('link', { name: `Messages, ${unread} unread` })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(fields).toContain('unreadMessagesCount');
    expect(mockControl.requestCount('MessageList', 'GET')).toBe(0);
    server.events.removeAllListeners();
  });

  it('has no badge when the count is zero', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/users/me', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('fields') !== 'unreadMessagesCount') return undefined;
        requests += 1;
        return HttpResponse.json({
          type: 'MyUser',
          data: { unreadMessagesCount: 0 },
          moreAfter: null,
          status: 'success',
        });
      }),
    );
    renderApp({ path: '/plain', signedInAs: 'admin', companyId: 'c-acme', routes });
    const link = await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(requests).toBeGreaterThan(0));
    expect(link).toHaveAccessibleName('Messages');
  });

  it('shows a count above 99 as 99+, to the eye only (the link names the count)', async () => {
    server.use(
      http.get('*/api/users/me', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('fields') !== 'unreadMessagesCount') return undefined;
        return HttpResponse.json({
          type: 'MyUser',
          data: { unreadMessagesCount: 150 },
          moreAfter: null,
          status: 'success',
        });
      }),
    );
    renderApp({ path: '/plain', signedInAs: 'admin', companyId: 'c-acme', routes });
    const link = await screen.findByRole('link', { name: 'Messages, 150 unread' });
    const count = link.querySelector('[aria-hidden="true"]:not(svg)');
    expect(count).toHaveTextContent('99+');
  });
});
