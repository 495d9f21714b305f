import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl, server } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
interface Box {
  type: string;
  left: number;
  top: number;
  cols: number;
  rows: number;
}
interface StoredComponent {
  publicId: string;
  template: { publicId: string };
  dimensions: Box;
  inputs: string;
}

/** The draft's components of 'Maintenance planner' (pg-009, a sheet page with a draft only) as the server holds them. */
async function storedComponents(): Promise<StoredComponent[]> {
  const page = (await call('Page', { ...admin, params: { publicId: 'pg-009' } })).json?.data as {
    draft: { components: StoredComponent[] };
  };
  return page.draft.components;
}
const stored = async (title: string) =>
  (await storedComponents()).find((component) => (JSON.parse(component.inputs) as { title?: string }).title === title)!;

function captureBodies(method: string, path: RegExp) {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) bodies.push(request.clone().json());
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(bodies), stop: () => server.events.removeListener('request:start', listener) };
}

const list = () => screen.getByRole('region', { name: 'Components of the draft' });
const item = (name: string) => within(list()).getByRole('group', { name: new RegExp(`^${name}, `) });
const announcement = () => screen.getByTestId('layout-announcement');
const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.cols && b.left < a.left + a.cols && a.top < b.top + b.rows && b.top < a.top + a.rows;

async function openEditor() {
  renderApp({ path: '/pages/pg-009', signedInAs: 'admin' });
  // The first render loads the editor's code: on a busy machine that takes seconds.
  await screen.findByRole('region', { name: 'Components of the draft' }, { timeout: 10_000 });
  await within(list()).findByRole('group', { name: /^Motor current trend, / });
}

describe('the components of a draft on the sheet', () => {
  it("adds a template at its default size in the first free place, with its kind's settings; removes one with DELETE", async () => {
    await openEditor();
    const before = await storedComponents();
    const posts = captureBodies('POST', /\/page-components$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add component' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a component' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Component' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gauge (Values)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // The dialog hides the rest from assistive technology until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a component' })).toBeNull());
    expect(await within(list()).findByRole('group', { name: /^Gauge, Column \d+, row \d+, 3 by 5$/ })).toBeVisible();
    const [[body]] = (await posts.all()) as [[StoredComponent & { pageVersion: { publicId: string } }]];
    posts.stop();
    expect(body.pageVersion).toEqual({ publicId: 'pv-009-draft' });
    expect(body.template).toEqual({ publicId: 'tpl-gauge' });
    expect(body.dimensions).toMatchObject({ type: 'sheet', cols: 3, rows: 5 });
    for (const other of before) expect(overlaps(body.dimensions, other.dimensions)).toBe(false);
    expect(JSON.parse(body.inputs)).toMatchObject({ title: 'Gauge', tags: [] });

    const deletes = captureBodies('DELETE', /\/page-components$/);
    await userEvent.click(within(item('Planned stops')).getByRole('button', { name: 'Remove Planned stops' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the component?' });
    expect(confirm).toHaveTextContent('Planned stops is removed from the draft.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list()).queryByRole('group', { name: /^Planned stops, / })).toBeNull());
    const removed = before.find((component) => component.inputs.includes('Planned stops'))!;
    expect(await deletes.all()).toEqual([[{ publicId: removed.publicId }]]);
    deletes.stop();
    expect((await storedComponents()).map((component) => component.publicId)).not.toContain(removed.publicId);
  });

  it('moves a component by one cell with an arrow and resizes it with Shift, said aloud, each as one PATCH', async () => {
    await openEditor();
    const start = (await stored('Planned stops')).dimensions;
    const patches = captureBodies('PATCH', /\/page-components$/);
    item('Planned stops').focus();
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(`Planned stops moved to column ${start.left + 1}, row ${start.top + 2}`),
    );
    await userEvent.keyboard('{Shift>}[ArrowRight]{/Shift}');
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(`Planned stops resized to ${start.cols + 1} by ${start.rows}`),
    );
    expect(item('Planned stops')).toHaveAccessibleName(
      `Planned stops, Column ${start.left + 1}, row ${start.top + 2}, ${start.cols + 1} by ${start.rows}`,
    );
    const bodies = (await patches.all()) as { publicId: string; dimensions: Box }[][];
    patches.stop();
    expect(bodies).toHaveLength(2);
    const own = (body: { publicId: string; dimensions: Box }[]) =>
      body.find((change) => change.dimensions.cols === start.cols || change.dimensions.cols === start.cols + 1)!;
    expect(own(bodies[0]!).dimensions).toMatchObject({ type: 'sheet', left: start.left, top: start.top + 1 });
    expect(own(bodies[1]!).dimensions).toMatchObject({ cols: start.cols + 1, rows: start.rows });
    await waitFor(async () =>
      expect((await stored('Planned stops')).dimensions).toMatchObject({
        top: start.top + 1,
        cols: start.cols + 1,
      }),
    );
    // Up past the first row it cannot go: said, and nothing sent.
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await waitFor(() => expect(announcement()).toHaveTextContent('Planned stops cannot go further'));
  });

  it('a refused change is put back with a notice', async () => {
    await openEditor();
    const name = item('Planned stops').getAttribute('aria-label');
    mockControl.failRel('PageComponentList', 400, 1, 'PATCH');
    item('Planned stops').focus();
    await userEvent.keyboard('[ArrowDown]');
    expect(await screen.findByText(/^The change could not be saved/)).toBeInTheDocument();
    await waitFor(() => expect(item('Planned stops')).toHaveAttribute('aria-label', name));
  });

  it("checks a component's settings before saving them into its inputs", async () => {
    await openEditor();
    await userEvent.click(within(item('Motor current')).getByRole('button', { name: 'Settings of Motor current' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Motor current' });
    const decimals = within(dialog).getByRole('textbox', { name: 'Decimals' });
    await userEvent.clear(decimals);
    await userEvent.type(decimals, '8');
    const patches = captureBodies('PATCH', /\/page-components$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('A whole number from 0 to 7')).toBeVisible();
    await userEvent.clear(decimals);
    await userEvent.type(decimals, '2');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Motor current now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Settings of/ })).toBeNull());
    const bodies = (await patches.all()) as { publicId: string; inputs: string }[][];
    patches.stop();
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]![0]!.inputs)).toMatchObject({
      title: 'Motor current now',
      tags: ['motor_current'],
      decimals: 2,
    });
    expect(await within(list()).findByRole('group', { name: /^Motor current now, / })).toBeVisible();
  });
});

describe('the cards of a card page', () => {
  it('reorders a card with the arrows and changes its height with Shift, said aloud, with the orders and height sent', async () => {
    renderApp({ path: '/pages/pg-015', signedInAs: 'admin' });
    const oven = await screen.findByRole('group', { name: 'Oven, Card 2 of 4, 200 pixels high' }, { timeout: 10_000 });
    const patches = captureBodies('PATCH', /\/page-components$/);
    oven.focus();
    await userEvent.keyboard('[ArrowUp]');
    await waitFor(() => expect(announcement()).toHaveTextContent('Oven moved to place 1 of 4'));
    expect(await screen.findByRole('group', { name: 'Oven, Card 1 of 4, 200 pixels high' })).toBeVisible();
    await userEvent.keyboard('{Shift>}[ArrowDown]{/Shift}');
    await waitFor(() => expect(announcement()).toHaveTextContent('Oven is now 240 pixels high'));
    type Body = { publicId: string; dimensions: { type: string; order: number; height: number } }[];
    const bodies = (await patches.all()) as Body[];
    patches.stop();
    expect(bodies).toHaveLength(2);
    const [moved, resized] = bodies as [Body, Body];
    const ovenId = resized[0]!.publicId;
    expect(resized).toEqual([{ publicId: ovenId, dimensions: { type: 'card', height: 240, order: 0 } }]);
    // Every card takes its place in the stack as its order: the oven first, the line speed second.
    expect(moved.find((change) => change.publicId === ovenId)?.dimensions.order).toBe(0);
    expect(moved.map((change) => change.dimensions.order).sort()).toContain(1);
  });
});
