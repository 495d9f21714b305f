import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACME_BRANDING } from '../../../../mocks/db/seed-identity';
import { mockControl, server } from '../../../../mocks/node';
import { requestLog, setupMockBackend } from '../../../testing/mock-server';
import { renderApp } from '../../../testing/render';

setupMockBackend();

/** The bodies of MyCompany PATCH calls, as sent. */
const patches: unknown[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/companies/me')) void request.clone().json().then((body) => patches.push(body));
  });
});

let objectUrls = 0;
const revoked: string[] = [];
beforeEach(() => {
  patches.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs: each Blob or File gets its own made-up address.
  URL.createObjectURL = vi.fn(() => `blob:test/${(objectUrls += 1)}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => mockControl.clearFaults());

async function openPage() {
  const view = renderApp({ path: '/identity', signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Identity' });
  const branding = await screen.findByRole('region', { name: 'Branding' });
  return { ...view, branding };
}
const colourBox = (name: string) => screen.getByRole('textbox', { name: `${name} (#rrggbb)` });
/** Replaces a text box's content in one input event (typing a whole value key by key is slow on a page this size). */
async function fill(box: HTMLElement, value: string) {
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(value);
}
const section = (name: string) => screen.getByRole('region', { name });
const saveBranding = () => screen.getByRole('button', { name: 'Save branding' });
/** The file inputs are drawn by their buttons: choosing a file does not go through the pointer. */
const upload = (input: HTMLElement, file: File) => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false }).upload(input, file);
const png = (name = 'logo.png', bytes = 64, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

// A whole admin page with a form of a dozen colour pickers: on a busy machine a test takes a while.
describe('the identity page', { timeout: 60_000 }, () => {
  it('shows the company’s branding, its screensaver and its menu items', async () => {
    await openPage();
    expect(screen.getByRole('textbox', { name: 'Branding name' })).toHaveValue('Acme Industrial');
    expect(screen.getByRole('textbox', { name: 'Browser title' })).toHaveValue('Acme Remote Access');
    expect(colourBox('Primary colour')).toHaveValue('#0b5cab');
    expect(screen.getByRole('checkbox', { name: 'macOS' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', ACME_BRANDING.logo);
    expect(await within(section('Router display screensaver')).findByRole('img', { name: 'Screensaver' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const items = within(section('Menu items')).getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(items).toEqual(['Overview', 'Energy', 'Alarms']);
    expect(saveBranding()).toBeDisabled();
  });

  it('a colour edited shows in the preview at once, and a text colour below 4.5:1 is warned about on its field', async () => {
    await openPage();
    const preview = screen.getByRole('group', { name: 'Preview of the theme' });
    const header = preview.querySelector('[data-part="header"]') as HTMLElement;
    await fill(colourBox('Top bar colour'), '#112233');
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe('rgb(17, 34, 51)'));
    expect(screen.queryByText(/below the 4\.5:1 of WCAG AA/)).toBeNull();
    await fill(colourBox('Drawer text colour'), '#dddddd');
    expect(await screen.findByText(/^Contrast 1\.\d+:1 is below the 4\.5:1 of WCAG AA/)).toBeInTheDocument();
    expect(saveBranding()).toBeEnabled();
    await fill(colourBox('Drawer text colour'), '#zz');
    expect(await screen.findByText('Enter a colour as #rrggbb.')).toBeInTheDocument();
    expect(saveBranding()).toBeDisabled();
  });

  it('Save sends exactly MyCompany PATCH {branding} with every field of the form, then says so', async () => {
    await openPage();
    await fill(screen.getByRole('textbox', { name: 'Branding name' }), 'Acme Renamed');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Linux' }));
    await userEvent.click(saveBranding());
    expect(await screen.findByText('Branding saved.')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        branding: {
          name: 'Acme Renamed', logo: ACME_BRANDING.logo, logoDark: ACME_BRANDING.logoDark, favicon: ACME_BRANDING.favicon, appleTouchIcon: null,
          custom: { ...ACME_BRANDING.custom, glbSupportedPlatforms: ['windows', 'mac'] },
          theme: ACME_BRANDING.theme,
        },
      },
    ]);
    await waitFor(() => expect(saveBranding()).toBeDisabled());
  });

  it('a chosen image is checked, previewed, then uploaded before the PATCH names its address', async () => {
    await openPage();
    const chooser = screen.getByLabelText('Choose image: Favicon');
    await upload(chooser, png('notes.txt', 10, 'text/plain'));
    expect(await screen.findByText('This file is not an image.')).toBeInTheDocument();
    await upload(chooser, png('big.png', 1024 * 1024 + 1));
    expect(await screen.findByText('This image is too large (at most 1 MB).')).toBeInTheDocument();
    await upload(chooser, png('icon.png'));
    expect(screen.getByRole('img', { name: 'Favicon preview' })).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(screen.getByText('New image, uploaded when you save.')).toBeInTheDocument();
    requestLog.length = 0;
    await userEvent.click(saveBranding());
    expect(await screen.findByText('Branding saved.')).toBeInTheDocument();
    const writes = requestLog.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`);
    expect(writes).toEqual(['POST /api/public-files/upload', 'PATCH /api/companies/me']);
    expect((patches[0] as { branding: { favicon: string } }).branding.favicon).toMatch(/^data:image\/png;base64,/);
  });

  it('a failed upload stops the save: no PATCH, the server’s message, the chosen image kept', async () => {
    mockControl.failRel('PublicFileUpload', 400, 1);
    await openPage();
    await upload(screen.getByLabelText('Choose image: Logo'), png());
    await userEvent.click(saveBranding());
    expect(await screen.findByText('Bad Request')).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(saveBranding()).toBeEnabled();
  });

  it('a server refusal lands on its field; Reset restores what is saved', async () => {
    server.use(
      http.patch('*/api/companies/me', () =>
        HttpResponse.json({ type: 'Error', data: [{ message: 'Title not allowed', propertyName: 'branding.custom.glbBrowserTitle' }], moreAfter: null, status: 'error' }, { status: 400 }),
        { once: true },
      ),
    );
    await openPage();
    await fill(screen.getByRole('textbox', { name: 'Browser title' }), 'Acme EU');
    await userEvent.click(saveBranding());
    expect(await screen.findByText('Title not allowed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Browser title' })).toHaveAccessibleDescription('Title not allowed');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Browser title' })).toHaveValue('Acme Remote Access');
    expect(saveBranding()).toBeDisabled();
  });

  it('the screensaver upload is busy while it runs and not once it succeeded; the new image shows', async () => {
    await openPage();
    const screensaver = section('Router display screensaver');
    await within(screensaver).findByRole('img', { name: 'Screensaver' });
    mockControl.setLatency(400);
    await upload(within(screensaver).getByLabelText('Replace screensaver'), png('screen.png'));
    expect(await within(screensaver).findByRole('progressbar', { name: 'Uploading the screensaver…' })).toBeInTheDocument();
    expect(screensaver).toHaveAttribute('aria-busy', 'true');
    expect(within(screensaver).getByRole('button', { name: 'Delete screensaver' })).toBeDisabled();
    await waitFor(() => expect(screensaver).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    expect(within(screensaver).queryByRole('progressbar', { name: 'Uploading the screensaver…' })).toBeNull();
    expect(await screen.findByText('Screensaver uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(requestLog.filter((r) => r.method === 'GET' && r.path.startsWith('/api/router-display-screensaver/rds-'))).toHaveLength(2));
  });

  it('the screensaver upload is not busy any more once it failed, and says why', async () => {
    await openPage();
    const screensaver = section('Router display screensaver');
    await within(screensaver).findByRole('img', { name: 'Screensaver' });
    mockControl.setLatency(300);
    mockControl.failRel('RouterDisplayScreensaverUpload', 400, 1);
    await upload(within(screensaver).getByLabelText('Replace screensaver'), png('screen.png'));
    expect(screensaver).toHaveAttribute('aria-busy', 'true');
    expect(await within(screensaver).findByText('Bad Request')).toBeInTheDocument();
    expect(screensaver).toHaveAttribute('aria-busy', 'false');
    expect(within(screensaver).getByRole('button', { name: 'Delete screensaver' })).toBeEnabled();
  });

  it('delete asks first; then no screensaver is an empty state, and the image’s object URL is revoked', async () => {
    const { unmount } = await openPage();
    const screensaver = section('Router display screensaver');
    const image = await within(screensaver).findByRole('img', { name: 'Screensaver' });
    const url = image.getAttribute('src') ?? '';
    await userEvent.click(within(screensaver).getByRole('button', { name: 'Delete screensaver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the screensaver?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete screensaver' }));
    expect(await within(screensaver).findByText('No screensaver yet.')).toBeInTheDocument();
    await waitFor(() => expect(revoked).toContain(url));
    unmount();
  });

  it('a failed read of the company shows an error state; Try again reads it again', async () => {
    let failures = 0;
    server.use(
      http.get('*/api/companies/me', ({ request }) => {
        // Only this page's read (the one asking for the branding): other features read MyCompany too.
        if (!new URL(request.url).searchParams.get('fields')?.includes('branding.theme') || failures > 0) return undefined;
        failures += 1;
        return HttpResponse.json({ type: 'Error', data: [{ message: 'Company unavailable' }], moreAfter: null, status: 'error' }, { status: 400 });
      }),
    );
    renderApp({ path: '/identity', signedInAs: 'admin' });
    expect(await screen.findByText('Company unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Branding name' })).toHaveValue('Acme Industrial');
  });

  it('a company without screensaver or menu items sees empty states, not errors', async () => {
    mockControl.scenario('empty-company');
    await openPage();
    expect(await within(section('Router display screensaver')).findByText('No screensaver yet.')).toBeInTheDocument();
    expect(within(section('Menu items')).getByText('No menu items yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a screensaver the server no longer has (404) is no screensaver, not an error', async () => {
    mockControl.failRel('RouterDisplayScreensaver', 404, 1, 'GET');
    await openPage();
    expect(await within(section('Router display screensaver')).findByText('No screensaver yet.')).toBeInTheDocument();
    expect(within(section('Router display screensaver')).queryByRole('alert')).toBeNull();
  });

  it('revokes the screensaver’s object URL when the page goes', async () => {
    const { unmount } = await openPage();
    const url = (await within(section('Router display screensaver')).findByRole('img', { name: 'Screensaver' })).getAttribute('src') ?? '';
    act(() => unmount());
    await waitFor(() => expect(revoked).toContain(url));
  });

  it('menu items: edit, add and remove in place, saved as one upsert (DELETE, PATCH, POST)', async () => {
    await openPage();
    const menu = section('Menu items');
    const row = (name: string) => within(menu).getByRole('group', { name });
    await fill(within(row('Energy')).getByRole('textbox', { name: 'Name' }), 'Energy report');
    await userEvent.click(within(menu).getByRole('button', { name: 'Remove Alarms' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Add menu item' }));
    const added = row('New menu item');
    await fill(within(added).getByRole('textbox', { name: 'Name' }), 'Kiln');
    await userEvent.selectOptions(within(row('Kiln')).getByRole('combobox', { name: 'Page' }), 'Kiln temperatures');
    await userEvent.selectOptions(within(row('Kiln')).getByRole('combobox', { name: 'Access category' }), 'Operators');
    requestLog.length = 0;
    await userEvent.click(within(menu).getByRole('button', { name: 'Save menu items' }));
    expect(await screen.findByText('Menu items saved.')).toBeInTheDocument();
    expect(requestLog.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['DELETE', 'PATCH', 'POST']);
    await waitFor(() => expect(within(menu).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Overview', 'Energy report', 'Kiln']));
    expect(within(row('Kiln')).getByRole('combobox', { name: 'Page' })).toHaveDisplayValue('Kiln temperatures');
  });

  it('a refused menu item gets the server’s message on its own row; the edits stay', async () => {
    server.use(
      http.post('*/api/menu-items', () =>
        HttpResponse.json({ type: 'Error', data: [{ message: 'Name already in use', propertyName: 'name', listIndex: 1 }], moreAfter: null, status: 'error' }, { status: 409 }),
        { once: true },
      ),
    );
    await openPage();
    const menu = section('Menu items');
    await userEvent.click(within(menu).getByRole('button', { name: 'Add menu item' }));
    await fill(within(menu).getByRole('group', { name: 'New menu item' }).querySelector('input') as HTMLElement, 'First');
    await userEvent.click(within(menu).getByRole('button', { name: 'Add menu item' }));
    await fill(within(menu).getByRole('group', { name: 'New menu item' }).querySelector('input') as HTMLElement, 'Second');
    await userEvent.click(within(menu).getByRole('button', { name: 'Save menu items' }));
    expect(await within(menu).findByRole('group', { name: 'Second', description: 'Name already in use' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'First' })).not.toHaveAccessibleDescription();
    expect(within(menu).getByRole('alert')).toHaveTextContent('Name already in use');
    expect(within(menu).getByRole('button', { name: 'Save menu items' })).toBeEnabled();
  });
});
