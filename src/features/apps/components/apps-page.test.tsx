import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { demoTokens, mockControl, server } from '@mocks/node';
import { call, href } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** The app calls of a test as sent: method, address, the headers that matter here, and the body text. */
interface SentCall {
  method: string;
  url: URL;
  company: string | null;
  contentType: string | null;
  body: string;
}
const sent: SentCall[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!/\/(apps|app-configs)(\/|$)/.test(url.pathname)) return;
    const entry: SentCall = {
      method: request.method,
      url,
      company: request.headers.get('Api-Company'),
      contentType: request.headers.get('Content-Type'),
      body: '',
    };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => (entry.body = text));
  });
});
beforeEach(() => (sent.length = 0));
afterEach(() => vi.useRealTimers());

const admin = { token: demoTokens.admin.secretId, company: 'c-acme' };
/** Acme's apps and their states as seeded. */
const SEEDED = [
  ['Alarming', 'Installed, enabled'],
  ['Logging', 'Installed, enabled'],
  ['MQTT bridge', 'Not installed'],
  ['Reports', 'Installed, disabled'],
  ['Router display', 'Not installed'],
  ['Webhooks', 'Not installed'],
];

async function openPage() {
  const view = renderApp({ path: '/apps', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Installable apps' });
  return { ...view, table };
}
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;
/** Name and state of every row, as read. */
const states = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => {
      const row = cell.closest('tr') as HTMLElement;
      return [
        within(row)
          .getByRole('button')
          .getAttribute('aria-label')
          ?.replace(/^(Install|Uninstall) /, ''),
        within(row).getAllByRole('cell')[1]?.textContent,
      ];
    });
const writes = () =>
  sent
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.url.pathname}${request.url.search}`);

describe('the apps page', () => {
  it('a failed load shows an error state; Try again lists every app with its state, installed ones with an Enabled switch', async () => {
    mockControl.malformRel('AppList', 1, 'wrong-shape');
    renderApp({ path: '/apps', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Installable apps' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apps' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Installable apps' })).toBeInTheDocument();
    expect(states(table)).toEqual(SEEDED);
    expect(within(rowOf(table, 'Reports')).getByRole('switch', { name: 'Reports enabled' })).not.toBeChecked();
    expect(within(rowOf(table, 'Alarming')).getByRole('switch', { name: 'Alarming enabled' })).toBeChecked();
    expect(within(rowOf(table, 'Webhooks')).queryByRole('switch')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Cloud functions' })).toBeInTheDocument();
  });

  it('install: AppInstall GET names the app, a confirmation, then POST with Api-Company and no body; the list is read again', async () => {
    const { table } = await openPage();
    // A failed read: its message, no dialog.
    mockControl.failRel('AppInstall', 404, 1, 'GET');
    await userEvent.click(within(table).getByRole('button', { name: 'Install MQTT bridge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Cancelled: nothing sent.
    await userEvent.click(within(table).getByRole('button', { name: 'Install MQTT bridge' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Install app' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    sent.length = 0;
    await userEvent.click(within(table).getByRole('button', { name: 'Install Router display' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install app' });
    expect(dialog).toHaveTextContent('Install Router display for Acme Industrial?');
    const read = sent.find(
      (request) => request.method === 'GET' && request.url.pathname.endsWith('/apps/install/app-004'),
    );
    expect(read?.url.searchParams.get('fields')).toBe('name,publicId');
    expect(writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Router display installed.')).toBeInTheDocument();
    await waitFor(() => expect(states(table)).toContainEqual(['Router display', 'Installed, enabled']));
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = sent.find((request) => request.method === 'POST');
    expect(post).toMatchObject({ company: 'c-acme', contentType: null, body: '' });
    expect(post?.url.pathname).toMatch(/\/apps\/install\/app-004$/);
    expect(sent.filter((request) => request.method === 'GET' && request.url.pathname.endsWith('/apps'))).toHaveLength(
      1,
    );
  });

  it('disable and enable send AppConfigUpdate PATCH {enabled}, the app busy meanwhile; uninstall asks first, then DELETE', async () => {
    const { table, store } = await openPage();
    // The PATCH waits until released, then goes on to the mock backend.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.patch(await href('AppConfigUpdate'), () => held.then(() => undefined)));
    // Off for the whole company: asked first, as an uninstall is; Cancel changes nothing.
    await userEvent.click(within(table).getByRole('switch', { name: 'Alarming enabled' }));
    let confirm = await screen.findByRole('dialog', { name: 'Disable app' });
    expect(confirm).toHaveTextContent('Disable Alarming for everyone in Acme Industrial?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(table).getByRole('switch', { name: 'Alarming enabled' }));
    confirm = await screen.findByRole('dialog', { name: 'Disable app' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(
      await within(rowOf(table, 'Alarming')).findByRole('progressbar', { name: 'Disabling Alarming…' }),
    ).toBeInTheDocument();
    expect(within(rowOf(table, 'Alarming')).getByRole('switch')).toHaveAttribute('aria-disabled', 'true');
    expect(within(rowOf(table, 'Alarming')).getByRole('button', { name: 'Uninstall Alarming' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Pressed again while busy: nothing more is sent, and no dialog opens.
    await userEvent.click(within(rowOf(table, 'Alarming')).getByRole('switch'));
    await userEvent.click(within(rowOf(table, 'Alarming')).getByRole('button', { name: 'Uninstall Alarming' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Other apps stay usable.
    expect(within(rowOf(table, 'Logging')).getByRole('switch')).not.toHaveAttribute('aria-disabled');
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Alarming disabled.');
    await waitFor(() => expect(states(table)).toContainEqual(['Alarming', 'Installed, disabled']));
    expect(within(rowOf(table, 'Alarming')).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(table).getByRole('switch', { name: 'Reports enabled' }));
    await waitFor(() => expect(states(table)).toContainEqual(['Reports', 'Installed, enabled']));
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(
      patches.map((request) => [request.url.searchParams.get('publicId'), JSON.parse(request.body) as unknown]),
    ).toEqual([
      ['app-001', { enabled: false }],
      ['app-003', { enabled: true }],
    ]);

    await userEvent.click(within(table).getByRole('button', { name: 'Uninstall Logging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall app' });
    expect(dialog).toHaveTextContent('Uninstall Logging from Acme Industrial?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uninstall' }));
    // Queued behind the two earlier notices (3 s each), so read from the queue rather than waited for on screen.
    await waitFor(() =>
      expect(store.getState().notices.queue).toContainEqual(
        expect.objectContaining({ messageKey: 'apps.uninstalled', messageValues: { name: 'Logging' } }),
      ),
    );
    await waitFor(() => expect(states(table)).toContainEqual(['Logging', 'Not installed']));
    expect(writes().slice(2)).toEqual([expect.stringMatching(/^DELETE \/api\/apps\/uninstall\/app-002$/)]);
  });

  it('the notice of a switch offers Undo, which switches the app back with one call and says so', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('switch', { name: 'Reports enabled' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Reports enabled.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(states(table)).toContainEqual(['Reports', 'Installed, disabled']));
    expect(await screen.findByText('Reports disabled.')).toBeInTheDocument();
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(
      patches.map((request) => [request.url.searchParams.get('publicId'), JSON.parse(request.body) as unknown]),
    ).toEqual([
      ['app-003', { enabled: true }],
      ['app-003', { enabled: false }],
    ]);
  });

  it('a refused change shows the server’s first message for 3 s, and the list is read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { table, store } = await openPage();
    // Uninstalled elsewhere after the page read the list.
    await call('AppUninstall', { ...admin, method: 'DELETE', params: { publicId: 'app-001' } });
    await user.click(within(table).getByRole('switch', { name: 'Alarming enabled' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable app' })).getByRole('button', { name: 'Disable' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('App is not installed');
    expect(store.getState().notices.queue).toMatchObject([{ text: 'App is not installed', duration: 3000 }]);
    await waitFor(() => expect(states(table)).toContainEqual(['Alarming', 'Not installed']));
    act(() => void vi.advanceTimersByTime(2500));
    expect(screen.getByRole('alert')).toHaveTextContent('App is not installed');
    act(() => void vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('while loading the table says it is busy; without apps the empty state says so', async () => {
    server.use(
      http.get(await href('AppList'), async () => {
        await delay(300);
        return HttpResponse.json({ type: 'AppList', data: [], moreAfter: null, status: 'success' });
      }),
    );
    renderApp({ path: '/apps', signedInAs: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Installable apps' })).toBeInTheDocument();
    expect(await screen.findByText('No apps are available for this company.')).toBeInTheDocument();
  });
});
