import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

afterEach(() => localStorage.clear());

describe('My profile: appearance', () => {
  it('chooses Light, Dark or System for this browser, applied at once', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const section = within(await screen.findByRole('region', { name: 'Appearance' }));
    const group = section.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toHaveAccessibleDescription(/Kept on this browser/);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('portal.color-scheme')).toBe('dark');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark'));
    await waitFor(() =>
      expect(
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-background-default').trim(),
      ).toBe('#0f161f'),
    );

    await user.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem('portal.color-scheme')).toBe('light');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-color-scheme', 'light'));
    expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
