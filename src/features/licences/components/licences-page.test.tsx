import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_COUPONS } from '@mocks/db/seed-licences';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { cellsOf, dialog, openPage, recordWrites, rowOf } from '@/testing/licences-page';

setupMockBackend();
const writes = recordWrites();
const lastWrite = () => writes.at(-1);
const serials = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the licences page', () => {
  it('lists licences with their type in words, state, device and bundle; filters by state and type; sorts', async () => {
    const { licences } = await openPage();
    expect(cellsOf(rowOf(licences, 'ACM-101-LIC-501'))).toEqual([
      'Remote access',
      'ACM-101-LIC-501',
      'Active',
      expect.any(String),
      'Bottling PLC Rotterdam 01',
      'Professional bundle',
    ]);
    expect(cellsOf(rowOf(licences, 'ACM-104-LIC-504')).slice(2, 4)).toEqual(['Not activated', 'Never']);
    expect(cellsOf(rowOf(licences, 'ACM-105-LIC-505'))[2]).toBe('Trial');
    expect(cellsOf(rowOf(licences, 'ACM-107-LIC-507'))[2]).toBe('Expires soon');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Expired');
    expect(serials(licences)).toEqual(['ACM-106-LIC-506']);
    expect(cellsOf(rowOf(licences, 'ACM-106-LIC-506'))[0]).toBe('Reporting');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Logging');
    // By expiry first (no expiry last), then by serial number on request.
    expect(serials(licences)).toEqual(['ACM-102-LIC-502', 'ACM-109-LIC-509', 'ACM-104-LIC-504']);
    await userEvent.click(within(licences).getByRole('button', { name: 'Serial number' }));
    expect(serials(licences)).toEqual(['ACM-102-LIC-502', 'ACM-104-LIC-504', 'ACM-109-LIC-509']);
    // The types are labelled from usageType; the company-wide ones say so, with their limit.
    const types = screen.getByRole('table', { name: 'Licence types' });
    expect(cellsOf(rowOf(types, 'API integrations'))).toEqual(['API integrations', 'The whole company', '1']);
    expect(cellsOf(rowOf(types, 'Logging'))).toEqual(['Logging', 'Each device', 'No limit']);
  });

  it('a failed load shows an error with a retry', async () => {
    mockControl.malformRel('LicenceList', 1, 'wrong-shape');
    renderApp({ path: '/licenses', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Licences' })).toBeInTheDocument();
  });

  it('a company without licences, bundles or devices shows each empty state', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/licenses', signedInAs: 'admin' });
    expect(await screen.findByText('No licences yet.')).toBeInTheDocument();
    expect(await screen.findByText('No licence bundles.')).toBeInTheDocument();
    expect(await screen.findByText('No devices.')).toBeInTheDocument();
  });

  it('redeem: every code checked before sending, normalised; the server’s refusal shows on the code its listIndex names', async () => {
    const { licences } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem coupon codes' }));
    const field = within(dialog()).getByRole('textbox', { name: 'Coupon codes' });
    const redeem = within(dialog()).getByRole('button', { name: 'Redeem' });
    await userEvent.click(field);
    await userEvent.paste('bcd-12-fgh-456');
    // Still being typed: judged once the line ends.
    expect(field).toHaveAccessibleDescription('One code per line, like BCD-123-FGH-456.');
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(/“BCD-12-FGH-456” is not a coupon code: use three letters, three digits/);
    expect(redeem).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.paste(`  ${SEEDED_COUPONS.logging2.toLowerCase()}  \n${SEEDED_COUPONS.used}`);
    await waitFor(() => expect(redeem).toBeEnabled());
    expect(writes).toEqual([]);
    await userEvent.click(redeem);
    expect(await within(dialog()).findByText(`“${SEEDED_COUPONS.used}”: Coupon code already used`)).toBeInTheDocument();
    expect(lastWrite()).toMatchObject({
      method: 'POST',
      body: [{ couponCode: SEEDED_COUPONS.logging2 }, { couponCode: SEEDED_COUPONS.used }],
    });
    await userEvent.clear(field);
    await userEvent.paste(SEEDED_COUPONS.logging2);
    await userEvent.click(redeem);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Coupon code redeemed.')).toBeInTheDocument();
    expect(await within(licences).findByRole('rowheader', { name: SEEDED_COUPONS.logging2 })).toBeInTheDocument();
  });
});
