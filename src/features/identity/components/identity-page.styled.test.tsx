import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACME_BRANDING } from '@mocks/db/seed-identity';
import {
  colourBox,
  fill,
  openPage,
  resetBranding,
  saveBranding,
  section,
  watchIdentityPage,
} from '@/testing/identity-page';
import { setupMockBackend } from '@/testing/mock-server';

// The one test of the identity page that reads MUI's computed styles (the preview's colours); the others are in
// identity-page.test.tsx, which renders without the style sheets.
setupMockBackend();
const { revoked } = watchIdentityPage();

// A whole admin page with a form of a dozen colour pickers: on a busy machine a test takes a while.
describe('the identity page', { timeout: 60_000 }, () => {
  // One page for the read-only checks and the edits that are not saved: each render of this page costs a second.
  it('shows the company’s branding, screensaver and menu items; a colour edit previews at once, a text colour below 4.5:1 is warned about, Reset restores what is saved; leaving revokes the screensaver’s object URL', async () => {
    const { unmount, branding } = await openPage();
    const save = saveBranding(branding);
    expect(within(branding).getByRole('textbox', { name: 'Branding name' })).toHaveValue('Acme Industrial');
    expect(within(branding).getByRole('textbox', { name: 'Browser title' })).toHaveValue('Acme Remote Access');
    expect(colourBox(branding, 'Primary colour')).toHaveValue('#0b5cab');
    expect(within(branding).getByRole('checkbox', { name: 'macOS' })).toBeChecked();
    expect(within(branding).getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', ACME_BRANDING.logo);
    const screensaverImage = await within(section('Router display screensaver')).findByRole('img', {
      name: 'Screensaver',
    });
    expect(screensaverImage).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const items = within(section('Menu items'))
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(items).toEqual(['Overview', 'Energy', 'Alarms']);
    expect(save).toBeDisabled();

    // A colour edited shows in the preview at once, and a text colour below 4.5:1 is warned about on its field.
    const preview = within(branding).getByRole('group', { name: 'Preview of the theme' });
    const header = preview.querySelector('[data-part="header"]') as HTMLElement;
    const topBar = colourBox(branding, 'Top bar colour');
    const drawerText = colourBox(branding, 'Drawer text colour');
    const savedDrawerText = (drawerText as HTMLInputElement).value;
    await fill(topBar, '#112233');
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe('rgb(17, 34, 51)'));
    // The dark scheme's preview keeps the top bar and turns the cards dark.
    const darkPreview = within(branding).getByRole('group', { name: 'Preview of the theme in dark' });
    expect(getComputedStyle(darkPreview.querySelector('[data-part="header"]') as HTMLElement).backgroundColor).toBe(
      'rgb(17, 34, 51)',
    );
    const darkCard = getComputedStyle(darkPreview.querySelector('[data-part="card"]') as HTMLElement).backgroundColor;
    const channels = (darkCard.match(/\d+/g) ?? []).map(Number);
    expect(channels).toHaveLength(3);
    expect(
      channels.reduce((sum, channel) => sum + channel, 0),
      `dark preview card ${darkCard}`,
    ).toBeLessThan(150);
    expect(screen.queryByText(/below the 4\.5:1 of WCAG AA/)).toBeNull();
    await fill(drawerText, '#dddddd');
    expect(await screen.findByText(/^Contrast 1\.\d+:1 is below the 4\.5:1 of WCAG AA/)).toBeInTheDocument();
    expect(save).toBeEnabled();
    await fill(drawerText, '#zz');
    expect(await screen.findByText('Enter a colour as #rrggbb.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    // Reset puts back what is saved.
    await userEvent.click(resetBranding(branding));
    expect(topBar).not.toHaveValue('#112233');
    expect(drawerText).toHaveValue(savedDrawerText);
    expect(screen.queryByText('Enter a colour as #rrggbb.')).toBeNull();
    expect(save).toBeDisabled();

    // Leaving the page revokes the screensaver's object URL.
    const url = screensaverImage.getAttribute('src') ?? '';
    act(() => unmount());
    await waitFor(() => expect(revoked).toContain(url));
  });
});
