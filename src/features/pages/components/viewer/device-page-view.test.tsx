import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db/store';
import { server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const PAGE = 'pg-004';
const dataBodies: unknown[] = [];
const recordDataBody = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/data'))
    dataBodies.push(request.clone().json());
};
beforeAll(() => server.events.on('request:start', recordDataBody));
afterAll(() => server.events.removeListener('request:start', recordDataBody));

const component = (publicId: string, template: string, dimensions: object, inputs: object) => ({
  publicId,
  template: { publicId: template },
  dimensions: { type: 'sheet', ...dimensions },
  inputs: JSON.stringify(inputs),
  pageVersion: { publicId: '' },
});

/** The page's published version holds a single value, a gauge, a table and a text, read for the last 24 hours. */
function publishPage(changes: { published?: boolean; periodSelectorEnabled?: boolean } = {}) {
  const db = getDb();
  const page = db.pages.find((candidate) => candidate.publicId === PAGE);
  const version = db.pageVersions.find((candidate) => candidate.publicId === page?.published?.publicId);
  if (!page || !version) throw new Error('The seeded page changed');
  Object.assign(version, {
    title: 'Bottling KPIs',
    periodSpec: 'last-24-hours',
    periodSelectorEnabled: changes.periodSelectorEnabled ?? true,
    defaultRefreshRate: null,
    components: [
      component(
        'pc-v1',
        'tpl-value',
        { left: 0, top: 0, cols: 3, rows: 3 },
        {
          title: 'Oven now',
          tags: ['temp_oven'],
          aggregation: 'latest',
          decimals: 1,
          rules: [{ operator: 'gt', value: -1000, colour: '#d32f2f' }],
        },
      ),
      component(
        'pc-g1',
        'tpl-gauge',
        { left: 3, top: 0, cols: 3, rows: 5 },
        {
          title: 'Line speed',
          tags: ['line_speed'],
          aggregation: 'max',
          min: 0,
          max: 500,
        },
      ),
      component(
        'pc-t1',
        'tpl-table',
        { left: 6, top: 0, cols: 6, rows: 8 },
        {
          title: 'Counters',
          tags: ['good_parts', 'reject_parts'],
          aggregation: 'sum',
          interval: 'hour',
        },
      ),
      component('pc-x1', 'tpl-text', { left: 0, top: 5, cols: 6, rows: 2 }, { html: '<p>Shift notes</p>' }),
    ].map((item) => ({ ...item, pageVersion: { publicId: version.publicId } })),
  });
  if (changes.published === false) page.published = null;
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('a page drawn for a device', () => {
  it('fills every component with the device’s data from one DataList read, batched per source', async () => {
    publishPage();
    dataBodies.length = 0;
    renderApp({ path: `/devices/ag-001/pages/${PAGE}`, signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bottling KPIs' })).toBeInTheDocument();
    const value = await region('Oven now');
    await waitFor(() => expect(within(value).getByText(/^\d+\.\d °C$/)).toBeInTheDocument());
    expect(within(value).getByText('Above -1,000.0 °C')).toBeInTheDocument();
    const meter = within(await region('Line speed')).getByRole('meter', { name: 'Line speed' });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const table = within(await region('Counters')).getByRole('table', { name: 'Counters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Good parts (pcs)', 'Rejected parts (pcs)']);
    expect(within(await region('Text')).getByText('Shift notes')).toBeInTheDocument();
    expect(dataBodies).toHaveLength(1);
    const [body] = (await Promise.all(dataBodies)) as {
      source: { publicId: string };
      tags: { slug: string; queries: { ref: string; postAggr: string; limit: number }[] }[];
    }[][];
    expect(body).toHaveLength(1);
    expect(body?.[0]?.tags.map((tag) => tag.slug)).toEqual(['temp_oven', 'line_speed', 'good_parts', 'reject_parts']);
    expect(body?.[0]?.tags[0]?.queries).toEqual([{ ref: 'c0q0', postAggr: 'raw', order: 'desc', limit: 1 }]);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/pages/${PAGE}`);
  });

  it('says "No data for {tag}" in each component whose tag the device does not log, and draws the rest', async () => {
    publishPage();
    renderApp({ path: `/devices/ag-003/pages/${PAGE}`, signedInAs: 'admin' });
    const value = await region('Oven now');
    await waitFor(() => expect(within(value).getByText('No data for temp_oven.')).toBeInTheDocument());
    const table = await region('Counters');
    expect(within(table).getByText('No data for good_parts. No data for reject_parts.')).toBeInTheDocument();
    // ag-003 logs no line speed either; its oven-less neighbours still draw.
    expect(within(await region('Line speed')).getByText('No data for line_speed.')).toBeInTheDocument();
    expect(within(await region('Text')).getByText('Shift notes')).toBeInTheDocument();
  });

  it('shows a failed read in each data component with Try again, keeps the text, and reads again', async () => {
    publishPage();
    server.use(
      http.post('*/data', () => HttpResponse.json({ status: 'error', data: [{ message: 'Down' }] }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderApp({ path: `/devices/ag-001/pages/${PAGE}`, signedInAs: 'admin' });
    const value = await region('Oven now');
    expect(await within(value).findByRole('alert')).toHaveTextContent('This component’s data could not be read.');
    expect(within(await region('Text')).getByText('Shift notes')).toBeInTheDocument();
    await user.click(within(value).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(value).getByText(/^\d+\.\d °C$/)).toBeInTheDocument());
  });

  it('changes the period: the address keeps it, and the data is read for it', async () => {
    publishPage();
    dataBodies.length = 0;
    const user = userEvent.setup();
    const { router } = renderApp({ path: `/devices/ag-001/pages/${PAGE}`, signedInAs: 'admin' });
    await waitFor(() => expect(dataBodies).toHaveLength(1));
    expect(screen.getByText('Times in Europe/Amsterdam')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=last-7-days'));
    await waitFor(() => expect(dataBodies).toHaveLength(2));
    const [, second] = (await Promise.all(dataBodies)) as { start: string; end: string }[][];
    const span = Date.parse(second?.[0]?.end ?? '') - Date.parse(second?.[0]?.start ?? '');
    expect(span).toBe(7 * 24 * 3600 * 1000);
  });

  it('is read-only for people who may not edit pages, and says when nothing is published', async () => {
    publishPage({ periodSelectorEnabled: false });
    const first = renderApp({ path: `/devices/ag-001/pages/${PAGE}`, signedInAs: 'user' });
    await region('Oven now');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
    first.unmount();

    publishPage({ published: false });
    renderApp({ path: `/devices/ag-001/pages/${PAGE}`, signedInAs: 'admin' });
    expect(
      await screen.findByText('This page has not been published yet. Its draft can be opened in the editor.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the draft' })).toHaveAttribute('href', `/pages/${PAGE}`);
  });

  it("draws an asset's page with its linked device's data, under the asset's crumbs", async () => {
    publishPage();
    dataBodies.length = 0;
    const asset = getDb().assets.find((candidate) => candidate.publicId === 'as-001')!;
    const agentId = asset.agent!.publicId;
    renderApp({ path: `/assets/at-004/as-001/pages/${PAGE}`, signedInAs: 'admin' });
    const value = await region('Oven now');
    await waitFor(() => expect(dataBodies).toHaveLength(1));
    const [body] = (await Promise.all(dataBodies)) as { source: { publicId: string } }[][];
    expect(body?.[0]?.source.publicId).toBe(`ds-${agentId}`);
    expect(within(value).queryByText(/^No data for/)).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: asset.name })).toHaveAttribute('href', '/assets/at-004/as-001');
  });
});
