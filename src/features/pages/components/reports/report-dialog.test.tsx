import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** The bodies of every QueueReportList POST, as sent. */
function captureQueueBodies() {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/pages/report/queue'))
      bodies.push(request.clone().json());
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(bodies), stop: () => server.events.removeListener('request:start', listener) };
}

const NOW = new Date(2026, 10, 23, 14, 7, 30);
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function openFromRow(title: string) {
  const user = userEvent.setup();
  renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
  await user.click(await screen.findByRole('button', { name: `Queue report ${title}` }, { timeout: 10_000 }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Queue a report' })) };
}

describe('queueing a report', () => {
  it('starts with the row’s report and today so far, checks the range, sends exactly the report payload and names the report', async () => {
    const captured = captureQueueBodies();
    const { user, dialog } = await openFromRow('Line 1 daily report');
    const report = dialog.getByRole('combobox', { name: 'Report' });
    expect(report).toHaveValue('pg-013');
    expect(
      within(report)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Line 1 daily report', 'Silver contract service report (v2)']);
    const start = dialog.getByLabelText(/^Start/);
    const end = dialog.getByLabelText(/^End/);
    expect(start).toHaveValue('2026-11-23T00:00');
    expect(end).toHaveValue('2026-11-23T14:07');
    expect(dialog.getByText(`Time zone: ${ZONE}`)).toBeInTheDocument();

    // The end must come after the start; an empty start is required.
    fireEvent.change(end, { target: { value: '2026-11-22T23:00' } });
    expect(dialog.getByText('The end must come after the start')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Queue' })).toBeDisabled();
    fireEvent.change(start, { target: { value: '' } });
    expect(dialog.getByText('Required')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '2026-11-20T08:30' } });
    expect(dialog.queryByText('The end must come after the start')).toBeNull();

    await user.selectOptions(report, 'pg-014');
    await user.click(dialog.getByRole('button', { name: 'Queue' }));
    expect(await screen.findByText('Report “Silver contract service report (v2)” queued')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Queue a report' })).toBeNull());
    expect(await captured.all()).toEqual([
      [
        {
          agent: { publicId: 'ag-001' },
          report: { publicId: 'pg-014' },
          start: new Date(2026, 10, 20, 8, 30).toISOString(),
          end: new Date(2026, 10, 22, 23, 0).toISOString(),
          timeZone: ZONE,
        },
      ],
    ]);
    captured.stop();
  });

  it('the section’s Queue report button offers the first report; a refusal shows the first message in the dialog', async () => {
    const user = userEvent.setup();
    mockControl.failRel('QueueReportList', 400, 1);
    renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Queue report' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Queue a report' }));
    expect(dialog.getByRole('combobox', { name: 'Report' })).toHaveValue('pg-013');
    await user.click(dialog.getByRole('button', { name: 'Queue' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Bad Request');
    // The dialog stays for another try, which goes through.
    await user.click(dialog.getByRole('button', { name: 'Queue' }));
    expect(await screen.findByText('Report “Line 1 daily report” queued')).toBeInTheDocument();
  });
});
