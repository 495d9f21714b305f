import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACME_BRANDING } from '@mocks/db/seed-identity';
import { mockControl, server } from '@mocks/node';
import {
  fill,
  openPage,
  png,
  resetBranding,
  saveBranding,
  section,
  upload,
  watchIdentityPage,
} from '@/testing/identity-page';
import { requestLog, setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();
const { patches, revoked } = watchIdentityPage();

// A whole admin page with a form of a dozen colour pickers: on a busy machine a test takes a while.
describe('the identity page', { timeout: 60_000 }, () => {
  // One page for the read-only checks and the edits that are not saved: each render of this page costs a second.
  it('a server refusal lands on its field and Reset restores what is saved; then Save sends exactly MyCompany PATCH {branding} with every field of the form, and says so', async () => {
    server.use(
      http.patch(
        '*/api/companies/me',
        () =>
          HttpResponse.json(
            {
              type: 'Error',
              data: [{ message: 'Title not allowed', propertyName: 'branding.custom.glbBrowserTitle' }],
              moreAfter: null,
              status: 'error',
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { branding } = await openPage();
    const save = saveBranding(branding);
    const title = within(branding).getByRole('textbox', { name: 'Browser title' });
    await fill(title, 'Acme EU');
    await userEvent.click(save);
    expect(await screen.findByText('Title not allowed')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title not allowed');
    await userEvent.click(resetBranding(branding));
    expect(title).toHaveValue('Acme Remote Access');
    expect(save).toBeDisabled();

    patches.length = 0;
    await fill(within(branding).getByRole('textbox', { name: 'Branding name' }), 'Acme Renamed');
    await userEvent.click(within(branding).getByRole('checkbox', { name: 'Linux' }));
    await userEvent.click(save);
    expect(await screen.findByText('Branding saved.')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        branding: {
          name: 'Acme Renamed',
          logo: ACME_BRANDING.logo,
          logoDark: ACME_BRANDING.logoDark,
          favicon: ACME_BRANDING.favicon,
          appleTouchIcon: null,
          custom: { ...ACME_BRANDING.custom, glbSupportedPlatforms: ['windows', 'mac'] },
          theme: ACME_BRANDING.theme,
        },
      },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('a chosen image is checked and previewed; a failed upload stops the save (no PATCH, the server’s message, the image kept); then it is uploaded before the PATCH names its address', async () => {
    mockControl.failRel('PublicFileUpload', 400, 1);
    const { branding } = await openPage();
    const save = saveBranding(branding);
    const chooser = within(branding).getByLabelText('Choose image: Favicon');
    await upload(chooser, png('notes.txt', 10, 'text/plain'));
    expect(await screen.findByText('This file is not an image.')).toBeInTheDocument();
    await upload(chooser, png('big.png', 1024 * 1024 + 1));
    expect(await screen.findByText('This image is too large (at most 1 MB).')).toBeInTheDocument();
    await upload(chooser, png('icon.png'));
    const preview = within(branding).getByRole('img', { name: 'Favicon preview' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(screen.getByText('New image, uploaded when you save.')).toBeInTheDocument();

    // The first upload fails: no PATCH, the server's message, and the chosen image stays for another try.
    await userEvent.click(save);
    expect(await screen.findByText('Bad Request')).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(save).toBeEnabled();
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));

    requestLog.length = 0;
    await userEvent.click(save);
    expect(await screen.findByText('Branding saved.')).toBeInTheDocument();
    const writes = requestLog
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
    expect(writes).toEqual(['POST /api/public-files/upload', 'PATCH /api/companies/me']);
    expect((patches[0] as { branding: { favicon: string } }).branding.favicon).toMatch(/^data:image\/png;base64,/);
  });

  it('the screensaver upload is busy while it runs and not once it failed, saying why, nor once it succeeded, showing the new image; delete asks first, then no screensaver is an empty state and the image’s object URL is revoked', async () => {
    await openPage();
    const screensaver = section('Router display screensaver');
    await within(screensaver).findByRole('img', { name: 'Screensaver' });
    const chooser = within(screensaver).getByLabelText('Replace screensaver');
    const remove = within(screensaver).getByRole('button', { name: 'Delete screensaver' });

    // A failed upload.
    mockControl.hold('RouterDisplayScreensaverUpload');
    mockControl.failRel('RouterDisplayScreensaverUpload', 400, 1);
    await upload(chooser, png('screen.png'));
    expect(screensaver).toHaveAttribute('aria-busy', 'true');
    mockControl.release();
    expect(await within(screensaver).findByText('Bad Request')).toBeInTheDocument();
    expect(screensaver).toHaveAttribute('aria-busy', 'false');
    expect(remove).toBeEnabled();

    // A successful one: busy while it runs, then the new image is read.
    mockControl.hold('RouterDisplayScreensaverUpload');
    requestLog.length = 0;
    await upload(chooser, png('screen.png'));
    expect(
      await within(screensaver).findByRole('progressbar', { name: 'Uploading the screensaver…' }),
    ).toBeInTheDocument();
    expect(screensaver).toHaveAttribute('aria-busy', 'true');
    expect(remove).toBeDisabled();
    mockControl.release();
    await waitFor(() => expect(screensaver).toHaveAttribute('aria-busy', 'false'));
    expect(within(screensaver).queryByRole('progressbar', { name: 'Uploading the screensaver…' })).toBeNull();
    expect(await screen.findByText('Screensaver uploaded.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requestLog.filter((r) => r.method === 'GET' && r.path.startsWith('/api/router-display-screensaver/rds-')),
      ).toHaveLength(1),
    );

    // Delete asks first; then there is no screensaver and the shown image's object URL is revoked.
    const image = await within(screensaver).findByRole('img', { name: 'Screensaver' });
    const url = image.getAttribute('src') ?? '';
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the screensaver?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete screensaver' }));
    expect(await within(screensaver).findByText('No screensaver yet.')).toBeInTheDocument();
    await waitFor(() => expect(revoked).toContain(url));
  });

  it('a failed read of the company shows an error state; Try again reads it again', async () => {
    let failures = 0;
    server.use(
      http.get('*/api/companies/me', ({ request }) => {
        // Only this page's read (the one asking for the branding): other features read MyCompany too.
        if (!new URL(request.url).searchParams.get('fields')?.includes('branding.theme') || failures > 0)
          return undefined;
        failures += 1;
        return HttpResponse.json(
          { type: 'Error', data: [{ message: 'Company unavailable' }], moreAfter: null, status: 'error' },
          { status: 400 },
        );
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
    const screensaver = section('Router display screensaver');
    expect(await within(screensaver).findByText('No screensaver yet.')).toBeInTheDocument();
    expect(within(screensaver).queryByRole('alert')).toBeNull();
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
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('group')
          .map((group) => group.getAttribute('aria-label')),
      ).toEqual(['Overview', 'Energy report', 'Kiln']),
    );
    expect(within(row('Kiln')).getByRole('combobox', { name: 'Page' })).toHaveDisplayValue('Kiln temperatures');
  });

  it('a refused menu item gets the server’s message on its own row; the edits stay', async () => {
    server.use(
      http.post(
        '*/api/menu-items',
        () =>
          HttpResponse.json(
            {
              type: 'Error',
              data: [{ message: 'Name already in use', propertyName: 'name', listIndex: 1 }],
              moreAfter: null,
              status: 'error',
            },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    await openPage();
    const menu = section('Menu items');
    await userEvent.click(within(menu).getByRole('button', { name: 'Add menu item' }));
    await fill(
      within(menu).getByRole('group', { name: 'New menu item' }).querySelector('input') as HTMLElement,
      'First',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Add menu item' }));
    await fill(
      within(menu).getByRole('group', { name: 'New menu item' }).querySelector('input') as HTMLElement,
      'Second',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Save menu items' }));
    expect(
      await within(menu).findByRole('group', { name: 'Second', description: 'Name already in use' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'First' })).not.toHaveAccessibleDescription();
    expect(within(menu).getByRole('alert')).toHaveTextContent('Name already in use');
    expect(within(menu).getByRole('button', { name: 'Save menu items' })).toBeEnabled();
  });
});
