import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { trustDevice } from '@mocks/handlers/profile';
import { demoAccounts, mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0';

async function openTable() {
  renderApp({ path: '/my-profile', signedInAs: 'admin' });
  return screen.findByRole('table', { name: 'Trusted devices' });
}
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('trusted devices', () => {
  beforeEach(() => {
    localStorage.setItem('portal.browser-id', 'this-browser');
    const { publicId } = demoAccounts.admin;
    trustDevice(getDb(), publicId, 'Work laptop', 'this-browser', CHROME);
    trustDevice(getDb(), publicId, 'Home PC', 'other-browser', null);
  });
  afterEach(() => localStorage.clear());

  it('lists them with this browser first and marked, the others by last sign-in', async () => {
    const table = await openTable();
    expect(names(table)).toEqual(['Work laptopThis device', 'Home PC', "Ada's Windows PC"]);
    const current = within(table)
      .getByRole('rowheader', { name: /Work laptop/ })
      .closest('tr') as HTMLElement;
    expect(within(current).getByText('Chrome · Linux')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('rowheader', { name: 'Home PC' }).closest('tr') as HTMLElement).getByText(
        'Unknown',
      ),
    ).toBeInTheDocument();
  });

  it('removes one after confirming', async () => {
    const table = await openTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Remove Home PC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Home PC?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names(table)).toEqual(['Work laptopThis device', "Ada's Windows PC"]));
    expect(await screen.findByText('Home PC is no longer trusted.')).toBeInTheDocument();
  });

  it('removes all others at once, keeping this one', async () => {
    const table = await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all other devices?' });
    expect(
      within(dialog).getByText('2 devices will no longer be trusted. This device stays trusted.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names(table)).toEqual(['Work laptopThis device']));
    expect(screen.getByRole('button', { name: 'Remove all other devices' })).toBeDisabled();
  });

  it('a failed load shows the error state; Try again reads them again', async () => {
    mockControl.malformRel('TrustedDeviceList', 1, 'wrong-shape');
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(names(await screen.findByRole('table', { name: 'Trusted devices' }))).toHaveLength(3);
  });
});

describe('no trusted devices', () => {
  it('shows the empty state', async () => {
    getDb().trustedDevices = [];
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    expect(await screen.findByText('No trusted devices.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove all other devices' })).not.toBeInTheDocument();
  });
});
