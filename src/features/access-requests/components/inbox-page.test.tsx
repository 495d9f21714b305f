import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
type Wire = {
  publicId: string;
  status: string;
  start: string;
  end: string;
  user: { name: string };
  agent: { publicId: string; name: string };
  approver: { name: string } | null;
  reason: string;
  createdOn: string;
  updatedOn: string | null;
};

/** Admin's inbox as the server has it, with each device's name (the platform's request names its agent by id only). */
const inbox = async () => {
  const requests = rows(
    await call('AccessRequestApprovalList', { ...admin, query: { 'page-size': '1000' } }),
  ) as unknown as Wire[];
  const agents = rows(
    await call('AgentList', { ...admin, query: { 'page-size': '4000', fields: 'publicId,name' } }),
  ) as { publicId: string; name: string }[];
  const names = new Map(agents.map((agent) => [agent.publicId, agent.name]));
  return requests.map((request) => ({
    ...request,
    agent: { ...request.agent, name: names.get(request.agent.publicId) ?? '' },
  }));
};
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso));
const approveLabel = (r: Wire) => `Approve the request of ${r.user.name} for ${r.agent.name} from ${when(r.start)}`;

/** jsdom has no layout: width queries answer as a window this wide would (the theme's md, where rows stack, is 960 px). */
function viewport(width: number) {
  const reference = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      max || min ? (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) : reference(query).matches;
    return { ...reference(query), matches, media: query };
  };
}

/** The decided requests of the admin's inbox in the tab's order, the latest decision first. */
const decidedOnServer = async () =>
  (await inbox())
    .filter((r) => r.status !== 'pending')
    .sort((a, b) => Date.parse(b.updatedOn ?? b.createdOn) - Date.parse(a.updatedOn ?? a.createdOn));

async function openDecided() {
  await openInbox();
  await userEvent.click(screen.getByRole('tab', { name: 'Decided' }));
  const table = await screen.findByRole('table', { name: 'Decided access requests' });
  return within(table).getAllByRole('row').slice(1);
}

async function openInbox() {
  const view = renderApp({ path: '/access-requests/approvals', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Pending access requests' });
  return { ...view, table };
}

describe('the approver inbox', () => {
  afterEach(() => mockControl.clearFaults());

  it('lists the pending requests still to decide by start, soonest first, each with its facts and both decisions', async () => {
    const pending = (await inbox())
      .filter((r) => r.status === 'pending' && Date.parse(r.end) > Date.now())
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const { table } = await openInbox();
    const buttons = within(table).getAllByRole('button', { name: /^Approve the request/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(pending.map(approveLabel));
    expect(within(table).getAllByRole('button', { name: /^Reject the request/ })).toHaveLength(pending.length);
    expect(screen.getByRole('tab', { name: `Pending (${pending.length})` })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Access approvals' })).toBeInTheDocument();
    // Umar's pending request on the Chiller: requester, device, services, start and duration, reason, how long it waited.
    const umar = pending.find((r) => r.user.name === 'Umar User');
    if (!umar) throw new Error('seed: Umar has a pending request');
    const row = within(table)
      .getByRole('button', { name: approveLabel(umar) })
      .closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Umar User');
    expect(row).toHaveTextContent('Chiller Hamburg 04 (Northwind)');
    expect(row).toHaveTextContent('VPN');
    expect(row).toHaveTextContent('2 h');
    expect(row).toHaveTextContent(/hour ago|minutes ago/);
  });

  it('approve: the request leaves the pending list at once and joins the active approvals', async () => {
    const all = await inbox();
    const running = all.filter((r) => r.status === 'approved' && Date.parse(r.end) > Date.now()).length;
    const upcoming = all.find((r) => r.status === 'pending' && Date.parse(r.end) > Date.now());
    if (!upcoming) throw new Error('seed: a pending request that has not ended');
    const { table } = await openInbox();
    const before = within(table).getAllByRole('button', { name: /^Approve the request/ }).length;
    mockControl.hold('AgentAccessRequestAuthenticatedApprove');
    await userEvent.click(within(table).getByRole('button', { name: approveLabel(upcoming) }));
    // Optimistic: moved before the server has answered.
    await waitFor(() => expect(mockControl.heldCount()).toBe(1));
    expect(within(table).queryByRole('button', { name: approveLabel(upcoming) })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Pending (${before - 1})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Active approvals (${running + 1})` })).toBeInTheDocument();
    mockControl.release();
    await waitFor(async () =>
      expect((await inbox()).find((r) => r.publicId === upcoming.publicId)?.status).toBe('approved'),
    );
    await userEvent.click(screen.getByRole('tab', { name: `Active approvals (${running + 1})` }));
    const active = await screen.findByRole('table', { name: 'Active approvals' });
    expect(
      within(active).getByRole('button', {
        name: `Revoke the access of ${upcoming.user.name} to ${upcoming.agent.name} from ${when(upcoming.start)}`,
      }),
    ).toBeInTheDocument();
  });

  it('reject: the request leaves the pending list, is rejected on the server, and a notice names the person and device', async () => {
    const { table } = await openInbox();
    const [firstReject] = within(table).getAllByRole('button', { name: /^Reject the request/ });
    const label = firstReject?.getAttribute('aria-label') ?? '';
    await userEvent.click(firstReject as HTMLElement);
    expect(within(table).queryByRole('button', { name: label })).not.toBeInTheDocument();
    const [, person, device] = /^Reject the request of (.+) for (.+) from /.exec(label) ?? [];
    expect(await screen.findByRole('status')).toHaveTextContent(`Rejected: ${person} on ${device}`);
    await waitFor(async () => expect((await inbox()).filter((r) => r.status === 'rejected').length).toBeGreaterThan(0));
  });

  it('requests whose window ended undecided are marked Expired under their own tab, with nothing to approve', async () => {
    const expired = (await inbox()).filter((r) => r.status === 'pending' && Date.parse(r.end) <= Date.now());
    expect(expired.length, 'seed: a pending request whose window ended').toBeGreaterThan(0);
    const { table } = await openInbox();
    for (const request of expired)
      expect(within(table).queryByRole('button', { name: approveLabel(request) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: `Expired (${expired.length})` }));
    const list = await screen.findByRole('table', { name: 'Expired access requests' });
    const body = within(list).getAllByRole('row').slice(1);
    expect(body).toHaveLength(expired.length);
    for (const row of body) expect(row).toHaveTextContent('Expired');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the Decided tab keeps the record: what was approved, rejected or revoked, by whom and when, the latest first', async () => {
    const all = await inbox();
    const upcoming = all.find((r) => r.status === 'pending' && Date.parse(r.end) > Date.now());
    if (!upcoming) throw new Error('seed: a pending request that has not ended');
    const { table } = await openInbox();
    await userEvent.click(within(table).getByRole('button', { name: approveLabel(upcoming) }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Approved: ${upcoming.user.name} on ${upcoming.agent.name}`,
    );
    await waitFor(async () =>
      expect((await inbox()).find((r) => r.publicId === upcoming.publicId)?.status).toBe('approved'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Decided' }));
    const decided = await screen.findByRole('table', { name: 'Decided access requests' });
    // The refetched record names the approver; the latest decision comes first.
    await waitFor(() =>
      expect(within(decided).getAllByRole('row')[1]).toHaveTextContent(`${upcoming.user.name}${upcoming.agent.name}`),
    );
    const first = within(decided).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('Approved');
    await waitFor(() => expect(within(decided).getAllByRole('row')[1]).toHaveTextContent('Ada Admin'));
    const statuses = within(decided)
      .getAllByRole('row')
      .slice(1)
      .map((row) => /Approved|Rejected|Revoked/.exec(row.textContent ?? '')?.[0]);
    expect(statuses.every(Boolean)).toBe(true);
  });

  it('the Decided tab shows who asked, for what, why and who decided, in a column of its own for the reason', async () => {
    const decided = await decidedOnServer();
    expect(decided.length, 'seed: decided requests in the admin’s inbox').toBeGreaterThan(1);
    const rows = await openDecided();
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(rows).toHaveLength(decided.length);
    decided.forEach((request, index) => {
      const cells = within(rows[index] as HTMLElement).getAllByRole('cell');
      const reason = cells.find((cell) => cell.textContent === request.reason);
      expect(reason, `the reason of ${request.publicId}`).toBeDefined();
      expect(rows[index]).toHaveTextContent(request.user.name);
      expect(rows[index]).toHaveTextContent(request.agent.name);
      expect(rows[index]).toHaveTextContent(request.approver?.name ?? 'Unknown');
    });
  });

  it('narrow, a decided request’s stacked row names its reason among who asked, for what and who decided', async () => {
    viewport(600);
    const decided = await decidedOnServer();
    const rows = await openDecided();
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    decided.forEach((request, index) => {
      const row = rows[index] as HTMLElement;
      expect(row).toHaveTextContent(request.user.name);
      expect(row).toHaveTextContent(request.agent.name);
      expect(within(row).getByText(`Reason: ${request.reason}`)).toBeInTheDocument();
      expect(row).toHaveTextContent(request.approver?.name ?? 'Unknown');
    });
  });

  it('a refused decision is undone and its first message shown', async () => {
    const { table } = await openInbox();
    const [firstApprove] = within(table).getAllByRole('button', { name: /^Approve the request/ });
    const label = firstApprove?.getAttribute('aria-label') ?? '';
    mockControl.failRel('AgentAccessRequestAuthenticatedApprove', 403, 1);
    await userEvent.click(firstApprove as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    // The only pending request: its table gave way to the empty state meanwhile, and comes back with it.
    expect(
      await within(await screen.findByRole('table', { name: 'Pending access requests' })).findByRole('button', {
        name: label,
      }),
    ).toBeInTheDocument();
  });

  it('revoke an active approval after confirming; it leaves the list', async () => {
    const running = (await inbox()).filter((r) => r.status === 'approved' && Date.parse(r.end) > Date.now());
    await openInbox();
    await userEvent.click(screen.getByRole('tab', { name: `Active approvals (${running.length})` }));
    const table = await screen.findByRole('table', { name: 'Active approvals' });
    const [revoke] = within(table).getAllByRole('button', { name: /^Revoke the access of/ });
    const label = revoke?.getAttribute('aria-label') ?? '';
    await userEvent.click(revoke as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(within(table).queryByRole('button', { name: label })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await inbox()).filter((r) => r.status === 'approved' && Date.parse(r.end) > Date.now())).toHaveLength(
        running.length - 1,
      ),
    );
  });

  it('a failed load offers Try again, which reads the inbox again', async () => {
    mockControl.failRel('AccessRequestApprovalList', 403, 1);
    renderApp({ path: '/access-requests/approvals', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Pending access requests' })).toBeInTheDocument();
  });

  it('without pending requests the empty state shows', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/access-requests/approvals', signedInAs: 'admin' });
    expect(await screen.findByText('No requests are waiting for your decision.')).toBeInTheDocument();
  });
});
