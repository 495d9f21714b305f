import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl, server } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };

/** The bodies of the requests of `method` whose path ends with `path` (a RegExp on the API path), as sent. */
function captureBodies(method: string, path: RegExp) {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) bodies.push(request.clone().json());
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(bodies), stop: () => server.events.removeListener('request:start', listener) };
}

async function openEditor(pageId: string) {
  const view = renderApp({ path: `/pages/${pageId}`, signedInAs: 'admin' });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 4000 });
  return view;
}
const state = () => screen.getByTestId('page-state');
/** Replaces a field's content in one input event (`clear` focuses and empties it; typing key by key is slow in the editor). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}
type Slot = { publicId: string; title: string } | null;
const readPage = async (pageId: string) =>
  (await call('Page', { ...admin, params: { publicId: pageId } })).json?.data as { draft: Slot; published: Slot };

describe('the page editor', () => {
  it('ensures a draft once on open: a published page gets a copy of its published version', async () => {
    mockControl.hold('PageDraft', 'POST');
    renderApp({ path: '/pages/pg-002', signedInAs: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Preparing the draft…' })).toBeInTheDocument();
    mockControl.release();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Energy report');
    expect(mockControl.requestCount('PageDraft', 'POST')).toBe(1);
    expect(state()).toHaveTextContent('Published');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Nothing to publish: the draft is the same as the published page.')).toBeInTheDocument();
    const stored = await readPage('pg-002');
    expect(stored.draft?.publicId).toBeTruthy();
    expect(stored.draft?.publicId).not.toBe(stored.published?.publicId);
  });

  it('a draft that cannot be made shows the failure with Try again; discard then says the page has no draft version', async () => {
    mockControl.failRel('PageDraft', 400, 1);
    renderApp({ path: '/pages/pg-002', signedInAs: 'admin' });
    expect(await screen.findByText('The draft could not be prepared', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard the draft?' })).getByRole('button', {
        name: 'Discard draft',
      }),
    );
    expect(await screen.findByText('Page has no draft version')).toBeInTheDocument();
    expect(mockControl.requestCount('PageVersion', 'DELETE')).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 4000 })).toHaveValue('Energy report');
  });

  it('a page with a draft is not copied again; publishes the draft, then discards the next one after a confirmation, with the state and a notice after each; an unknown page says so with a way back', async () => {
    const { router } = await openEditor('pg-001');
    expect(mockControl.requestCount('PageDraft', 'POST')).toBe(0);
    expect(mockControl.requestCount('PageVersionList', 'POST')).toBe(0);
    expect(state()).toHaveTextContent('Published, with unpublished changes');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await closeNotice('Page published');
    await waitFor(() => expect(state()).toHaveTextContent(/^Published$/));
    const published = await readPage('pg-001');
    expect(published.published?.title).toBe('Plant overview (v2)');
    expect(published.draft).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    await fill(screen.getByRole('textbox', { name: 'Title' }), 'Plant overview (v3)');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(state()).toHaveTextContent('Published, with unpublished changes'));
    await closeNotice('Draft saved');

    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    expect(dialog).toHaveTextContent('The changes made since the page was last published are lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Plant overview (v2)'));
    expect(state()).toHaveTextContent(/^Published$/);

    await router.navigate('/pages/pg-999');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pages' })).toHaveAttribute('href', '/pages');
  });

  it('a title is required and an icon must be a Material icon name before a save; a save sends only what changed: the title with PageVersion PATCH, the group with Page PATCH', async () => {
    await openEditor('pg-009');
    const title = screen.getByRole('textbox', { name: 'Title' });
    const icon = screen.getByRole('textbox', { name: 'Icon' });
    const savedIcon = (icon as HTMLInputElement).value;
    await userEvent.clear(title);
    expect(await screen.findByText('A title is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await userEvent.paste('Board');
    await userEvent.click(icon);
    await userEvent.paste(' Bad');
    expect(await screen.findByText('Lower-case letters, digits and underscores only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    // Put back: the icon as saved, so only the title is sent.
    await fill(icon, savedIcon);
    const versions = captureBodies('PATCH', /\/page-versions\/[^/]+$/);
    const pages = captureBodies('PATCH', /\/pages\/[^/]+$/);
    await fill(title, 'Maintenance board');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(await versions.all()).toEqual([{ title: 'Maintenance board' }]);
    expect(await pages.all()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maintenance board'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Group' }));
    const option = (await screen.findAllByRole('option')).find(
      (candidate) => candidate.textContent && candidate.textContent !== 'No group',
    );
    await userEvent.click(option!);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect(await pages.all()).toHaveLength(1));
    expect(await versions.all()).toHaveLength(1);
    const [body] = (await pages.all()) as [{ group: { publicId: string } }];
    expect(Object.keys(body)).toEqual(['group']);
    expect(body.group.publicId).toMatch(/^g-/);
    versions.stop();
    pages.stop();
  });
});
