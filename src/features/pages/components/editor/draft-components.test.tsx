import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl, server } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
type StoredComponent = { publicId: string; template: { publicId: string }; dimensions: { order?: number } };

/** The draft's components of 'Maintenance planner' (pg-009, a draft only) as the server holds them, in order. */
async function storedComponents(): Promise<StoredComponent[]> {
  const page = (await call('Page', { ...admin, params: { publicId: 'pg-009' } })).json?.data as {
    draft: { components: StoredComponent[] };
  };
  return [...page.draft.components].sort((a, b) => (a.dimensions.order ?? Infinity) - (b.dimensions.order ?? Infinity));
}

function captureBodies(method: string, path: RegExp) {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) bodies.push(request.clone().json());
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(bodies), stop: () => server.events.removeListener('request:start', listener) };
}

const list = () => screen.getByRole('region', { name: 'Components of the draft' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/./)[0]?.textContent);
const previewNames = () =>
  within(screen.getByTestId('page-preview'))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);

async function openEditor() {
  renderApp({ path: '/pages/pg-009', signedInAs: 'admin' });
  await screen.findByRole('region', { name: 'Components of the draft' }, { timeout: 4000 });
  await waitFor(() => expect(names()).not.toContain('Unknown component'));
}

/** jsdom lays nothing out: each row of the list gets a 48 px high box below the previous one, so the keyboard can move between them. */
function layOutRows() {
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: HTMLElement,
  ) {
    const row =
      this.tagName === 'LI' && this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : -1;
    const top = Math.max(row, 0) * 48;
    const height = row >= 0 ? 48 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: height ? 400 : 0,
      height,
      right: height ? 400 : 0,
      bottom: top + height,
      toJSON: () => ({}),
    };
  });
  return () => spy.mockRestore();
}

describe('the components of a draft', () => {
  it('adds a template at the end (last order + 1000) and removes one after a confirmation', async () => {
    await openEditor();
    const before = await storedComponents();
    const posts = captureBodies('POST', /\/page-components$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add component' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a component' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Component' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gauge (Values)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(names()).toHaveLength(before.length + 1));
    expect(names().at(-1)).toBe('Gauge');
    expect(previewNames().at(-1)).toBe('Gauge');
    const lastOrder = Math.max(...before.map((component) => component.dimensions.order ?? 0));
    expect(await posts.all()).toEqual([
      [
        {
          pageVersion: { publicId: 'pv-009-draft' },
          template: { publicId: 'tpl-gauge' },
          dimensions: { order: lastOrder + 1000 },
          inputs: '{}',
        },
      ],
    ]);
    posts.stop();

    const first = names()[0]!;
    await userEvent.click(within(list()).getAllByRole('button', { name: `Remove ${first}` })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Remove the component?' });
    expect(confirm).toHaveTextContent(`${first} is removed from the draft.`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toHaveLength(before.length));
    expect((await storedComponents()).map((component) => component.publicId)).not.toContain(before[0]!.publicId);
  });

  it('moves a component down with the keyboard: the new order at once, position × 1000 on the server', async () => {
    const restore = layOutRows();
    try {
      await openEditor();
      const before = names();
      const patches = captureBodies('PATCH', /\/page-components$/);
      const handle = within(list()).getAllByRole('button', { name: `Move ${before[0]}` })[0]!;
      handle.focus();
      await userEvent.keyboard('[Space]');
      await userEvent.keyboard('[ArrowDown]');
      await userEvent.keyboard('[Space]');
      const expected = [before[1], before[0], ...before.slice(2)];
      await waitFor(() => expect(names()).toEqual(expected));
      const body = (await patches.all())[0] as { publicId: string; dimensions: { order: number } }[];
      expect(body.map((item) => item.dimensions.order)).toEqual(before.map((_, index) => index * 1000));
      await waitFor(async () =>
        expect((await storedComponents()).map((component) => component.publicId)).toEqual(
          body.map((item) => item.publicId),
        ),
      );
      patches.stop();
    } finally {
      restore();
    }
  });

  it('a refused reorder is put back with a notice', async () => {
    const restore = layOutRows();
    try {
      await openEditor();
      const before = names();
      mockControl.failRel('PageComponentList', 400, 1, 'PATCH');
      within(list())
        .getAllByRole('button', { name: `Move ${before[0]}` })[0]!
        .focus();
      await userEvent.keyboard('[Space]');
      await userEvent.keyboard('[ArrowDown]');
      await userEvent.keyboard('[Space]');
      expect(await screen.findByText(/^The new order could not be saved/)).toBeInTheDocument();
      await waitFor(() => expect(names()).toEqual(before));
    } finally {
      restore();
    }
  });
});
