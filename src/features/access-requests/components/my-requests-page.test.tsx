import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '../../../../mocks/node';
import { call, rows } from '../../../../mocks/test-client';
import { setupMockBackend } from '../../../testing/mock-server';
import { renderApp } from '../../../testing/render';

setupMockBackend();

const user = { token: demoTokens.user.secretId };
const admin = { token: demoTokens.admin.secretId };
type Mine = { publicId: string; request: { status: string; end: string }; agent: { publicId: string; name: string } | null; asset: { publicId: string; name: string } | null };
const mine = async () => rows(await call('MyUserAccessRequestList', { ...user, query: { 'page-size': '1000' } })) as unknown as Mine[];

async function openPage() {
  const view = renderApp({ path: '/access-requests', signedInAs: 'user' });
  const table = await screen.findByRole('table', { name: 'My access requests' });
  return { ...view, table };
}
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const statuses = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

async function choose(filter: 'Status' | 'Time', option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('my access requests', () => {
  afterEach(() => mockControl.clearFaults());

  it('lists every request of mine in every status, each linked to its device', async () => {
    const expected = await mine();
    const { table } = await openPage();
    expect(bodyRows(table)).toHaveLength(expected.length);
    expect(new Set(statuses(table))).toEqual(new Set(['Pending', 'Approved', 'Rejected', 'Revoked']));
    const kiln = within(table).getAllByRole('link', { name: 'Kiln controller Eindhoven 02' })[0];
    expect(kiln).toHaveAttribute('href', '/devices/ag-002');
    expect(screen.getByRole('heading', { level: 1, name: 'My access requests' })).toBeInTheDocument();
  });

  it('filters by status and by whether the window has ended', async () => {
    const expected = await mine();
    const now = Date.now();
    const { table } = await openPage();
    await choose('Status', 'Approved');
    expect(statuses(table)).toEqual(expected.filter((r) => r.request.status === 'approved').map(() => 'Approved'));
    await choose('Time', 'Ended');
    const ended = expected.filter((r) => r.request.status === 'approved' && Date.parse(r.request.end) <= now);
    expect(bodyRows(table)).toHaveLength(ended.length);
    await choose('Status', 'Pending');
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
    await choose('Time', 'Active or upcoming');
    await choose('Status', 'Pending');
    expect(statuses(await screen.findByRole('table', { name: 'My access requests' }))).toEqual(['Pending']);
  });

  it('a request made for an asset shows the asset and links to its agent', async () => {
    const forAsset = (await mine()).find((r) => r.asset && !r.agent);
    if (!forAsset?.asset) throw new Error('seed: a request for an asset');
    const [asset] = rows(await call('AssetList', { ...user, query: { filters: `eq(publicId,"${forAsset.asset.publicId}")`, fields: 'publicId,agent' } })) as { agent: { publicId: string } }[];
    const { table } = await openPage();
    expect(await within(table).findByRole('link', { name: forAsset.asset.name })).toHaveAttribute('href', `/devices/${asset?.agent.publicId}`);
  });

  it('follows a renamed device when the person comes back to the tab', async () => {
    const { table } = await openPage();
    await waitFor(() => expect(within(table).getAllByRole('link', { name: 'Kiln controller Eindhoven 02' }).length).toBeGreaterThan(0));
    expect((await call('Agent', { ...admin, method: 'PATCH', params: { publicId: 'ag-002' }, body: { name: 'Kiln 2 (new)' } })).status).toBe(200);
    fireEvent.focus(window);
    expect((await within(table).findAllByRole('link', { name: 'Kiln 2 (new)' })).length).toBeGreaterThan(0);
  });

  it('without requests the page says so', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/access-requests', signedInAs: 'user' });
    expect(await screen.findByText('You have not requested access yet.')).toBeInTheDocument();
  });
});
