import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const user = { token: demoTokens.user.secretId };
const admin = { token: demoTokens.admin.secretId };
type Mine = {
  publicId: string;
  request: { status: string; end: string };
  agent: { publicId: string; name: string } | null;
  asset: { publicId: string; name: string } | null;
};
const mine = async () =>
  rows(await call('MyUserAccessRequestList', { ...user, query: { 'page-size': '1000' } })) as unknown as Mine[];

async function openPage() {
  const view = renderApp({ path: '/access-requests', signedInAs: 'user' });
  const table = await screen.findByRole('table', { name: 'My access requests' });
  return { ...view, table };
}
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const states = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent ?? '');

async function choose(option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('my access requests', () => {
  afterEach(() => mockControl.clearFaults());

  it('lists every request of mine with its state in words, running and waiting ones first, each linked to its device', async () => {
    const expected = await mine();
    const { table } = await openPage();
    expect(bodyRows(table)).toHaveLength(expected.length);
    const shown = states(table);
    // The seed: an access running now, one tomorrow, one waiting, then the record.
    expect(shown[0]).toMatch(/^Active until /);
    expect(shown.findIndex((text) => text.startsWith('Upcoming (from '))).toBeGreaterThan(0);
    expect(shown).toContain('Pending');
    expect(shown).toContain('Ended');
    // Who decided and when, read from the device's requests.
    await waitFor(() => expect(states(table).some((text) => /^Rejected by .+ on .+/.test(text))).toBe(true));
    expect(states(table).some((text) => /^Revoked by .+ on .+/.test(text))).toBe(true);
    expect(shown).not.toContain('Approved');
    const kiln = within(table).getAllByRole('link', { name: 'Kiln controller Eindhoven 02' })[0];
    expect(kiln).toHaveAttribute('href', '/devices/ag-002');
    expect(screen.getByRole('heading', { level: 1, name: 'My access requests' })).toBeInTheDocument();
    expect(screen.getByText('Every access request you have made, and where it stands.')).toBeInTheDocument();
  });

  it('filters by state, kept in the address', async () => {
    const expected = await mine();
    const now = Date.now();
    const { table, router } = await openPage();
    await choose('Ended');
    const ended = expected.filter((r) => r.request.status === 'approved' && Date.parse(r.request.end) <= now);
    expect(states(table)).toEqual(ended.map(() => 'Ended'));
    expect(router.state.location.search).toBe('?state=ended');
    await choose('Pending');
    expect(states(await screen.findByRole('table', { name: 'My access requests' }))).toEqual(
      expected.filter((r) => r.request.status === 'pending' && Date.parse(r.request.end) > now).map(() => 'Pending'),
    );
    await choose('All requests');
    expect(router.state.location.search).toBe('');
    expect(bodyRows(table)).toHaveLength(expected.length);
  });

  it('opens on the state the address names, as "Request pending" on a device links to it', async () => {
    renderApp({ path: '/access-requests?state=pending', signedInAs: 'user' });
    const table = await screen.findByRole('table', { name: 'My access requests' });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Pending');
    await waitFor(() => expect(states(table).length).toBeGreaterThan(0));
    expect(new Set(states(table))).toEqual(new Set(['Pending']));
  });

  it('a request made for an asset shows the asset and links to its agent', async () => {
    const forAsset = (await mine()).find((r) => r.asset && !r.agent);
    if (!forAsset?.asset) throw new Error('seed: a request for an asset');
    const [asset] = rows(
      await call('AssetList', {
        ...user,
        query: { filters: `eq(publicId,"${forAsset.asset.publicId}")`, fields: 'publicId,agent' },
      }),
    ) as { agent: { publicId: string } }[];
    const { table } = await openPage();
    expect(await within(table).findByRole('link', { name: forAsset.asset.name })).toHaveAttribute(
      'href',
      `/devices/${asset?.agent.publicId}`,
    );
  });

  it('follows a renamed device when the person comes back to the tab', async () => {
    const { table } = await openPage();
    await waitFor(() =>
      expect(within(table).getAllByRole('link', { name: 'Kiln controller Eindhoven 02' }).length).toBeGreaterThan(0),
    );
    expect(
      (
        await call('Agent', {
          ...admin,
          method: 'PATCH',
          params: { publicId: 'ag-002' },
          body: { name: 'Kiln 2 (new)' },
        })
      ).status,
    ).toBe(200);
    fireEvent.focus(window);
    expect((await within(table).findAllByRole('link', { name: 'Kiln 2 (new)' })).length).toBeGreaterThan(0);
  });

  it('without requests the page says so', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/access-requests', signedInAs: 'user' });
    expect(await screen.findByText('You have not requested access yet.')).toBeInTheDocument();
  });
});
