import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { requestAccessOpened, type RequestPrefill } from '../model/slice';
import { RequestAccessHost } from './request-access-host';

setupMockBackend();

/** The dialog alone, on an empty page, opened for a device as the devices pages open it. */
function openFor(agentId: string, prefill?: RequestPrefill) {
  const view = renderApp({
    signedInAs: 'user',
    companyId: 'c-acme',
    routes: [{ path: '/', element: <RequestAccessHost /> }],
  });
  act(() => {
    view.store.dispatch(requestAccessOpened({ agentId, prefill }));
  });
  return view;
}
async function formDialog(device: string) {
  const dialog = await screen.findByRole('dialog', { name: `Request access to ${device}` });
  return dialog;
}
const checkbox = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('checkbox', { name });
const send = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send request' });
const approverNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Approvers' }))
    .getAllByRole('checkbox')
    .map(
      (box) => `${box.closest('label')?.textContent ?? ''}${(box as HTMLInputElement).disabled ? ' [disabled]' : ''}`,
    );

/** A fixed clock for the tests where the start matters; only Date is faked, so the mock and the screen keep their timers. */
const NOW = new Date('2026-11-23T10:17:42Z');
const fixClock = () => vi.useFakeTimers({ toFake: ['Date'], now: NOW });

/** The bodies of the create calls. */
function recordCreates(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/agents\/[^/]+\/access-requests$/.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

describe('the request access dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it('offers the services, checks every field with REQUIRED and INVALID_DATE_AND_TIME, and sends only when changed and valid', async () => {
    fixClock();
    openFor('ag-002');
    const dialog = await formDialog('Kiln controller Eindhoven 02');
    expect(
      within(within(dialog).getByRole('group', { name: /Services/ }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['VPN', 'Router admin', 'Node-RED']);
    // Pristine: Send request is off; From is now (12-hour clock in en-US), Duration the first option.
    expect(send(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: 'Hours' })).toHaveTextContent('10');
    expect(within(dialog).getByRole('spinbutton', { name: 'Minutes' })).toHaveTextContent('17');
    expect(within(dialog).getByRole('spinbutton', { name: 'Meridiem' })).toHaveTextContent('AM');
    expect(within(dialog).getByRole('combobox', { name: /Duration/ })).toHaveTextContent('30 minutes');

    await userEvent.click(checkbox(dialog, 'VPN'));
    await userEvent.click(checkbox(dialog, 'VPN'));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await userEvent.click(checkbox(dialog, 'VPN'));
    await userEvent.click(checkbox(dialog, 'Zoë Müller'));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'x');
    await userEvent.clear(reason);
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(send(dialog)).toBeDisabled();
    await userEvent.click(reason);
    await userEvent.paste('Replace the kiln recipe');
    await waitFor(() => expect(send(dialog)).toBeEnabled());

    // An hour earlier is before the current minute.
    await userEvent.click(within(dialog).getByRole('spinbutton', { name: 'Hours' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(
      await within(dialog).findByText('Invalid date and time: choose the current minute or later'),
    ).toBeInTheDocument();
    expect(send(dialog)).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(within(dialog).queryByText(/Invalid date and time/)).not.toBeInTheDocument());
    expect(send(dialog)).toBeEnabled();
  });

  it('sends exactly the body of docs/API.md and shows the success view', async () => {
    fixClock();
    const bodies = recordCreates();
    openFor('ag-002');
    const dialog = await formDialog('Kiln controller Eindhoven 02');
    await userEvent.click(checkbox(dialog, 'VPN'));
    await userEvent.click(checkbox(dialog, 'Node-RED'));
    await userEvent.click(checkbox(dialog, 'José Álvarez'));
    await userEvent.click(checkbox(dialog, 'Zoë Müller'));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('  Replace the kiln recipe ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Duration/ }));
    await userEvent.click(await screen.findByRole('option', { name: '2 hours' }));
    await waitFor(() => expect(send(dialog)).toBeEnabled());
    await userEvent.click(send(dialog));

    const success = await screen.findByRole('dialog', { name: 'Request access' });
    expect(success).toHaveTextContent('Your request was submitted. It must be approved before you can connect');
    expect(bodies).toEqual([
      {
        vpn: true,
        servers: [{ publicId: 'ag-002-vpn' }, { publicId: 'ag-002-http2' }],
        start: '2026-11-23T10:17:00.000Z',
        end: '2026-11-23T12:17:00.000Z',
        reason: 'Replace the kiln recipe',
        allowedApprovers: [{ publicId: 'u-002' }, { publicId: 'u-001' }],
      },
    ]);
    const created = getDb().accessRequests.find(
      (request) => request.user.publicId === 'u-user' && request.reason === 'Replace the kiln recipe',
    );
    expect(created?.status).toBe('pending');
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a device another company controls, only its approvers may approve the locked services; the others are disabled and dropped', async () => {
    openFor('ag-004');
    const dialog = await formDialog('Chiller Hamburg 04 (Northwind)');
    expect(approverNames(dialog)).not.toContain(expect.stringContaining('[disabled]'));
    await userEvent.click(checkbox(dialog, 'Zoë Müller'));
    await userEvent.click(checkbox(dialog, 'VPN'));
    expect(
      within(dialog).getByText(
        'Northwind Controls controls this device: only its approvers can approve its locked services.',
      ),
    ).toBeInTheDocument();
    // Who can approve comes first; the nine who cannot wait behind a button, disabled.
    expect(approverNames(dialog)).toEqual(['Fatima Zahra Benali']);
    const others = within(dialog).getByRole('button', { name: 'Show 9 who cannot approve these services' });
    expect(others).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(others);
    expect(
      within(dialog).getByRole('button', { name: 'Hide the 9 who cannot approve these services' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(approverNames(dialog)).toEqual([
      'Fatima Zahra Benali',
      'Ada Admin(cannot approve the chosen services) [disabled]',
      'Amara Okafor(cannot approve the chosen services) [disabled]',
      'François Côté(cannot approve the chosen services) [disabled]',
      'José Álvarez(cannot approve the chosen services) [disabled]',
      'Jürgen Groß(cannot approve the chosen services) [disabled]',
      'Mária Horváthová(cannot approve the chosen services) [disabled]',
      'Priya Raghunathan(cannot approve the chosen services) [disabled]',
      'Søren Kjærgaard(cannot approve the chosen services) [disabled]',
      'Zoë Müller(cannot approve the chosen services) [disabled]',
    ]);
    // Zoë was chosen before the VPN: she is dropped from the selection, which is empty again.
    expect(checkbox(dialog, /Zoë Müller/)).not.toBeChecked();
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await userEvent.click(checkbox(dialog, 'Fatima Zahra Benali'));
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();

    // The search ignores case and diacritics.
    const search = within(dialog).getByRole('searchbox', { name: 'Search approvers' });
    await userEvent.type(search, 'ZOE');
    expect(approverNames(dialog)).toEqual(['Zoë Müller(cannot approve the chosen services) [disabled]']);
    expect(within(dialog).getByText('Nobody here can approve the chosen services.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'kjaer');
    expect(approverNames(dialog)).toEqual(['Søren Kjærgaard(cannot approve the chosen services) [disabled]']);
    expect(screen.getByRole('status')).toHaveTextContent('1 approver shown');
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody{Enter}');
    expect(within(dialog).getByText('No approver matches “nobody”.')).toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: 'Request access to Chiller Hamburg 04 (Northwind)' }),
    ).toBeInTheDocument();
  });

  it('an untouched From follows the clock at each new minute, so now never turns into the past', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW, shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openFor('ag-002');
    const dialog = await formDialog('Kiln controller Eindhoven 02');
    const minutes = () => within(dialog).getByRole('spinbutton', { name: 'Minutes' });
    expect(minutes()).toHaveTextContent('17');
    await user.click(checkbox(dialog, 'VPN'));
    await user.click(checkbox(dialog, 'Zoë Müller'));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Maintenance');
    await waitFor(() => expect(send(dialog)).toBeEnabled());
    // 10:18:00: the minute From showed is over, and From shows the new one at once.
    act(() => {
      vi.advanceTimersByTime(new Date('2026-11-23T10:18:00Z').getTime() - Date.now());
    });
    await waitFor(() => expect(minutes()).toHaveTextContent('18'));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '!');
    expect(send(dialog)).toBeEnabled();
    expect(within(dialog).queryByText(/Invalid date and time/)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(minutes()).toHaveTextContent('19'));
    expect(send(dialog)).toBeEnabled();
  });

  it('says "Unable to request access" for a device without approvers', async () => {
    openFor('ag-009');
    const dialog = await screen.findByRole('dialog', { name: 'Unable to request access' });
    expect(dialog).toHaveTextContent('Nobody can approve access to this device yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts with the services and approvers of a prefill', async () => {
    openFor('ag-003', { vpn: true, serverIds: ['ag-003-http1'], approverIds: ['u-001', 'u-gone'] });
    const dialog = await formDialog('Pump station Düsseldorf 03');
    expect(checkbox(dialog, 'VPN')).toBeChecked();
    expect(checkbox(dialog, 'Router admin')).toBeChecked();
    expect(checkbox(dialog, 'Zoë Müller')).toBeChecked();
    expect(
      within(within(dialog).getByRole('group', { name: 'Approvers' })).getAllByRole('checkbox', { checked: true }),
    ).toHaveLength(1);
    // Still pristine: the reason is all that is missing, and Escape closes at once.
    expect(send(dialog)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"request more time" starts From where the running access ends', async () => {
    fixClock();
    openFor('ag-003', { vpn: true, start: '2026-11-23T11:35:00Z' });
    const dialog = await formDialog('Pump station Düsseldorf 03');
    expect(within(dialog).getByRole('spinbutton', { name: 'Hours' })).toHaveTextContent('11');
    expect(within(dialog).getByRole('spinbutton', { name: 'Minutes' })).toHaveTextContent('35');
  });

  it('refuses the same request twice, and warns when an open request already covers or overlaps the new one', async () => {
    // Umar's pending request on the Chiller: the VPN for two hours, starting in an hour (seeded relative to now).
    const pending = getDb().accessRequests.find(
      (request) =>
        request.user.publicId === 'u-user' && request.agent?.publicId === 'ag-004' && request.status === 'pending',
    );
    if (!pending) throw new Error('the seed has no pending request of Umar on ag-004');
    // On the picker's 5-minute steps, so that a prefilled From is its start exactly.
    const start = Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000;
    pending.start = new Date(start).toISOString();
    pending.end = new Date(start + 2 * 3_600_000).toISOString();
    openFor('ag-004', { vpn: true, approverIds: ['u-021'], start: pending.start });
    const dialog = await formDialog('Chiller Hamburg 04 (Northwind)');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('Check the compressor');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Duration/ }));
    await userEvent.click(await screen.findByRole('option', { name: '2 hours' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^You have already asked for exactly this: your pending request for VPN, .* It is not sent again\.$/,
    );
    expect(send(dialog)).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Duration/ }));
    await userEvent.click(await screen.findByRole('option', { name: '60 minutes' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(dialog).getByText(/^Your pending request for VPN, .*, already covers this\.$/)).toBeInTheDocument();
    await waitFor(() => expect(send(dialog)).toBeEnabled());

    await userEvent.click(checkbox(dialog, 'Node-RED'));
    expect(
      await within(dialog).findByText(
        /^Your pending request for VPN, .*, overlaps this one\. Send it only if you need more\.$/,
      ),
    ).toBeInTheDocument();
    expect(send(dialog)).toBeEnabled();
  });

  it('asks before discarding a changed form on Escape', async () => {
    openFor('ag-002');
    const dialog = await formDialog('Kiln controller Eindhoven 02');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Maintenance');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Maintenance');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form and shows the first message when the server refuses', async () => {
    openFor('ag-002');
    const dialog = await formDialog('Kiln controller Eindhoven 02');
    await userEvent.click(checkbox(dialog, 'VPN'));
    await userEvent.click(checkbox(dialog, 'Zoë Müller'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Maintenance');
    // Zoë stops being an approver of the device before the request is sent.
    const agent = getDb().agents.find((candidate) => candidate.publicId === 'ag-002');
    if (agent) agent._approverIds = agent._approverIds.filter((id) => id !== 'u-001');
    await waitFor(() => expect(send(dialog)).toBeEnabled());
    await userEvent.click(send(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Required property');
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Maintenance');
    expect(checkbox(dialog, 'Zoë Müller')).toBeChecked();
  });

  it('says when the device or its approvers cannot be loaded, and tries again', async () => {
    mockControl.failRel('Agent', 404, 1);
    openFor('ag-002');
    const loading = await screen.findByRole('dialog', { name: 'Request access' });
    expect(await within(loading).findByRole('alert')).toHaveTextContent(
      'The device or its approvers could not be loaded.Not found',
    );
    expect(within(loading).getByRole('button', { name: 'Send request' })).toBeDisabled();
    await userEvent.click(within(loading).getByRole('button', { name: 'Try again' }));
    expect(await formDialog('Kiln controller Eindhoven 02')).toBeInTheDocument();
  });
});
