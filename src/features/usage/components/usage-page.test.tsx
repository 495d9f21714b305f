import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl, server } from '@mocks/node';
import { requestLog, setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { dailyBody, monthlyBody, presetRange } from '../model/buckets';

setupMockBackend();

/** The usage reads of the test (path and body), in order. */
const reads: { path: string; body: unknown }[] = [];
const record = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST' && pathname.endsWith('/vpn-usage'))
    void request
      .clone()
      .json()
      .then((body: unknown) => reads.push({ path: pathname, body }));
};
beforeAll(() => server.events.on('request:start', record));
afterAll(() => server.events.removeListener('request:start', record));
beforeEach(() => (reads.length = 0));

const last12 = () => monthlyBody(presetRange('last12', new Date()));

async function openPage() {
  renderApp({ path: '/usage', signedInAs: 'admin' });
  return screen.findByRole('table', { name: /^Data usage By month/ });
}
const periods = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the data usage page', () => {
  it('shows the company’s last 12 months, every month in order, with totals, from one monthly read', async () => {
    const table = await openPage();
    expect(reads).toEqual([{ path: '/api/vpn-usage', body: last12() }]);
    const shown = periods(table);
    expect(shown).toHaveLength(13);
    expect(shown.at(-1)).toBe('Total');
    const { from, to } = presetRange('last12', new Date());
    const month = (m: { year: number; month: number }) =>
      new Date(Date.UTC(m.year, m.month - 1)).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(shown[0]).toBe(month(from));
    expect(shown[11]).toBe(month(to));
    expect(
      screen.getByText(/^In this period: [\d.]+ GB received, [\d.]+ (GB|MB) sent, [\d.]+ GB in all\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^Chart of data usage By month/ })).toBeInTheDocument();
    expect(screen.getByText(/Months and days are in UTC/)).toBeInTheDocument();
  });

  it('a device found by name reads that device’s usage with the same body; All devices reads the company’s again', async () => {
    await openPage();
    const picker = screen.getByRole('combobox', { name: 'Device' });
    await userEvent.clear(picker);
    await userEvent.type(picker, 'bottling');
    // The search runs on the server, in the API's own syntax.
    await waitFor(() =>
      expect(requestLog.filter((r) => r.method === 'GET' && r.path === '/api/agents').map((r) => r.filters)).toContain(
        'contains(name,"bottling")',
      ),
    );
    const option = await screen.findByRole('option', { name: 'Bottling PLC Rotterdam 01' });
    await userEvent.click(option);
    await waitFor(() => expect(reads.at(-1)).toEqual({ path: '/api/agents/ag-001/vpn-usage', body: last12() }));
    expect(await screen.findByRole('table', { name: /Bottling PLC Rotterdam 01$/ })).toBeInTheDocument();
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'All devices' }));
    expect(await screen.findByRole('table', { name: /All devices$/ })).toBeInTheDocument();
  });

  it('drills into a month (daily read, every day shown), picks another month, and goes back to the months', async () => {
    const table = await openPage();
    const { from } = presetRange('last12', new Date());
    const firstMonth = periods(table)[0] ?? '';
    await userEvent.click(within(table).getByRole('button', { name: `${firstMonth}: show the days` }));
    const heading = await screen.findByRole('heading', { level: 2, name: `By day, ${firstMonth}` });
    expect(heading).toHaveFocus();
    await waitFor(() => expect(reads.at(-1)).toEqual({ path: '/api/vpn-usage', body: dailyBody(from) }));
    const days = await screen.findByRole('table', { name: /^Data usage By day/ });
    expect(periods(days)).toHaveLength(new Date(Date.UTC(from.year, from.month, 0)).getUTCDate() + 1);
    const second = { year: from.month === 12 ? from.year + 1 : from.year, month: (from.month % 12) + 1 };
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Month' }),
      `${second.year}-${String(second.month).padStart(2, '0')}`,
    );
    await waitFor(() => expect(reads.at(-1)).toEqual({ path: '/api/vpn-usage', body: dailyBody(second) }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to months' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^By month/ })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('last12');
  });

  it('a preset or a custom range changes the monthly body', async () => {
    await openPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'lastYear');
    await waitFor(() => expect(reads.at(-1)?.body).toEqual(monthlyBody(presetRange('lastYear', new Date()))));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'custom');
    const { from } = presetRange('lastYear', new Date());
    const key = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}`;
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue(key(from));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), key({ year: from.year, month: 3 }));
    await waitFor(() => expect(reads.at(-1)?.body).toEqual(monthlyBody({ from, to: { year: from.year, month: 3 } })));
  });

  it('a failed read shows an error state; Try again reads again', async () => {
    mockControl.malformRel('VpnUsageList', 1, 'wrong-shape', 'POST');
    renderApp({ path: '/usage', signedInAs: 'admin' });
    expect(await screen.findByText('The data usage could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Data usage By month/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('a company without traffic sees the empty state and nothing to export', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/usage', signedInAs: 'admin' });
    expect(await screen.findByText('No VPN traffic in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
