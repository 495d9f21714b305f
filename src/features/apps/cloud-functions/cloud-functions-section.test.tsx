import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
const SEEDED = ['Alarm forwarder', 'Energy report exporter', 'Predictive maintenance'];

async function openSection() {
  const view = renderApp({ path: '/apps', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Cloud functions' });
  await within(table).findByRole('button', { name: 'Energy report exporter' });
  return { ...view, table };
}
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('button').textContent);
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('button', { name }).closest('tr') as HTMLElement;
const cellsOf = (table: HTMLElement, name: string) =>
  within(rowOf(table, name))
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent);
const storedNames = async () => rows(await call('BackendComponentTemplateList', admin)).map((row) => row.name);

async function addTemplate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add cloud function' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add cloud function' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
  await user.paste(name);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return dialog;
}

describe('the cloud functions on /apps', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the templates by name with owner, visibility and configured version; a shared one names its owner', async () => {
    const { table } = await openSection();
    expect(names(table)).toEqual(SEEDED);
    expect(cellsOf(table, 'Energy report exporter')).toEqual(['Acme Industrial', 'Public', '1.4.0']);
    expect(cellsOf(table, 'Alarm forwarder')).toEqual(['Acme Industrial', 'Private', 'No version']);
    expect(cellsOf(table, 'Predictive maintenance')).toEqual(['Shared by Northwind Controls', 'Public', '2.0.1']);
    // Admin-written text stays text.
    expect(within(table).getByText('Forwards alarms to the on-call <b>phone</b>')).toBeInTheDocument();
    // Only the owner renames or deletes.
    expect(
      within(rowOf(table, 'Energy report exporter')).getByRole('button', { name: 'Rename Energy report exporter' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(table, 'Predictive maintenance')).queryByRole('button', { name: /Rename|Delete/ }),
    ).not.toBeInTheDocument();
  });

  it('shows loading, then an empty company’s empty state', async () => {
    mockControl.scenario('empty-company');
    mockControl.hold('BackendComponentTemplateList', 'GET');
    renderApp({ path: '/apps', signedInAs: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Cloud functions' })).toBeInTheDocument();
    mockControl.release();
    expect(await screen.findByText('No cloud functions yet.')).toBeInTheDocument();
  });

  it('a failed load shows an error; Try again reads the list again', async () => {
    mockControl.failRel('BackendComponentTemplateList', 400, 1, 'GET');
    renderApp({ path: '/apps', signedInAs: 'admin' });
    const table = await screen.findByRole('region', { name: 'Cloud functions' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Try again' }));
    expect(await within(table).findByRole('button', { name: 'Energy report exporter' })).toBeInTheDocument();
  });

  it('adds a template by name, renames it, and deletes it after confirmation', async () => {
    const user = userEvent.setup();
    const { table } = await openSection();
    await addTemplate(user, '  Meter reader ');
    expect(await within(table).findByRole('button', { name: 'Meter reader' })).toBeInTheDocument();
    expect(await storedNames()).toContain('Meter reader');
    expect(await screen.findByText('Cloud function Meter reader added.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Rename Meter reader' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename cloud function' });
    await user.clear(within(rename).getByRole('textbox', { name: 'Name' }));
    await user.paste('Meter collector');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('button', { name: 'Meter collector' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete Meter collector' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete cloud function' });
    expect(confirm).toHaveTextContent(
      'Delete Meter collector? Its configuration, shares and message subscriptions go with it.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Meter collector' })).not.toBeInTheDocument(),
    );
    expect(await storedNames()).not.toContain('Meter collector');
  });

  it('an unprovisioned company: “Company not fully provisioned” shows for 3 s and nothing is added', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockControl.scenario('unprovisioned-company');
    const { store } = await openSection();
    const dialog = await addTemplate(user, 'Meter reader');
    expect(await screen.findByRole('alert')).toHaveTextContent('Company not fully provisioned');
    expect(screen.queryByText('Your company is not fully provisioned')).not.toBeInTheDocument();
    expect(store.getState().notices.queue).toMatchObject([
      { messageKey: 'cloudFunctions.notProvisioned', duration: 3000 },
    ]);
    expect(dialog).toBeInTheDocument();
    expect(await storedNames()).toEqual(SEEDED);
    // Still there after 2.5 s, gone by 3.1 s (a 4 s notice would stay).
    act(() => void vi.advanceTimersByTime(2500));
    expect(screen.getByRole('alert')).toHaveTextContent('Company not fully provisioned');
    act(() => void vi.advanceTimersByTime(600));
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('any other create failure shows its first message for 3 s', async () => {
    const user = userEvent.setup();
    mockControl.failRel('BackendComponentTemplateList', 403, 1, 'POST');
    const { store } = await openSection();
    await addTemplate(user, 'Meter reader');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(store.getState().notices.queue).toMatchObject([{ text: 'Forbidden', duration: 3000 }]);
  });
});
