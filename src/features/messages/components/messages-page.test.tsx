import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const envelope = (type: string, data: unknown) => HttpResponse.json({ type, data, moreAfter: null, status: 'success' });

/** One message as the platform sends it (docs/API.md). */
const platformMessage = {
  publicId: 'm'.repeat(24),
  read: false,
  createdOn: '2026-11-19T09:30:00Z',
  shortContent: {
    toTranslate: false,
    code: 'P-101',
    name: 'Pressure high',
    agentName: 'Pump station Düsseldorf 03',
    companyName: 'Acme Industrial',
    occurredOn: '2026-11-19T09:29:00Z',
  },
  longContent: {
    toTranslate: false,
    code: 'P-101',
    name: 'Pressure high',
    instructions: 'Check the relief valve before restarting the pump.',
    extraInformation: [
      { key: 'Value', toTranslate: false, type: 'number', value: 9.4 },
      { key: 'Since', toTranslate: false, type: 'date', value: '2026-11-19T09:00:00Z' },
    ],
  },
};

describe('MessagesPage', () => {
  it('reads MessageList without a fields parameter and shows the short content (its text, not its code), then the long content and its device when opened', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('*/api/messages', ({ request }) => {
        seen.push(new URL(request.url));
        return envelope('MessageList', [platformMessage]);
      }),
    );
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    const summary = await screen.findByRole('button', { name: /Pressure high/ });
    expect(summary).toHaveTextContent('Pump station Düsseldorf 03 · Acme Industrial');
    expect(summary).toHaveTextContent('Check the relief valve before restarting the pump.');
    expect(summary).not.toHaveTextContent('P-101');
    expect(seen.every((url) => !url.searchParams.has('fields'))).toBe(true);
    await userEvent.click(summary);
    const body = document.getElementById(`${platformMessage.publicId}-body`) as HTMLElement;
    expect(within(body).getByText('Device').nextSibling).toHaveTextContent('Pump station Düsseldorf 03');
    expect(within(body).getByText('Code').nextSibling).toHaveTextContent('P-101');
    expect(within(body).getByText('Value').nextSibling).toHaveTextContent('9.4');
    expect(within(body).getByText('Since').nextSibling).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse('2026-11-19T09:00:00Z'),
      ),
    );
    expect(within(body).getByText('Occurred')).toBeInTheDocument();
    // The device it names, found by its name among the person's devices: its page.
    await waitFor(() =>
      expect(within(body).getByRole('link', { name: 'Open Pump station Düsseldorf 03' })).toHaveAttribute(
        'href',
        '/devices/ag-003',
      ),
    );
  });

  it('translates the texts marked toTranslate and shows the others as they are', async () => {
    const keyed = {
      ...platformMessage,
      shortContent: { ...platformMessage.shortContent, toTranslate: true, name: 'DEVICE_OFFLINE', code: null },
      longContent: {
        ...platformMessage.longContent,
        toTranslate: true,
        name: 'DEVICE_OFFLINE',
        instructions: 'NOT_IN_THE_CATALOGUE',
        extraInformation: [{ key: 'LAST_SEEN', toTranslate: true, type: 'date', value: 'yesterday' }],
      },
    };
    const plain = {
      ...platformMessage,
      publicId: 'n'.repeat(24),
      shortContent: { ...platformMessage.shortContent, name: 'DEVICE_OFFLINE' },
    };
    server.use(http.get('*/api/messages', () => envelope('MessageList', [keyed, plain])));
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    const translated = await screen.findByRole('button', { name: /^Unread Device offline/ });
    // Not marked toTranslate: the key-like text stays text.
    expect(screen.getByRole('button', { name: /DEVICE_OFFLINE/ })).not.toBe(translated);
    await userEvent.click(translated);
    // A key the portal does not know is shown as it is rather than left empty.
    expect((await screen.findAllByText('NOT_IN_THE_CATALOGUE')).length).toBeGreaterThan(0);
    expect(screen.getByText('Last seen').nextSibling).toHaveTextContent('yesterday');
  });

  it('lists the seeded messages with the unread ones marked; opening one marks it read with PATCH Message', async () => {
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const unreadBefore = await screen.findAllByRole('img', { name: 'Unread' });
    expect(unreadBefore.length).toBeGreaterThan(0);
    const firstUnread = unreadBefore[0]?.closest('[aria-expanded]');
    expect(firstUnread).not.toBeNull();
    await userEvent.click(firstUnread as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(unreadBefore.length - 1));
    await waitFor(() => expect(mockControl.requestCount('Message', 'PATCH')).toBe(1));
    expect(mockControl.requestCount('MessageAll', 'PATCH')).toBe(0);
  });

  it('marks all as read in one MessageAll call', async () => {
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await screen.findAllByRole('img', { name: 'Unread' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(button).toBeDisabled();
    await waitFor(() => expect(mockControl.requestCount('MessageAll', 'PATCH')).toBe(1));
    expect(getDb().messages.filter((m) => m._userId === 'u-admin' && !m.read)).toEqual([]);
  });

  it('restores the unread mark when the server refuses', async () => {
    mockControl.failRel('MessageAll', 409, 1, 'PATCH');
    renderApp({ path: '/messages', signedInAs: 'admin', companyId: 'c-acme' });
    const count = (await screen.findAllByRole('img', { name: 'Unread' })).length;
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(mockControl.requestCount('MessageAll', 'PATCH')).toBe(1));
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
