import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const overview = () => screen.findByRole('region', { name: 'Overview' });
const fact = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a device’s overview', () => {
  it('describes the device from the fields it asks for, and its groups link to their pages', async () => {
    renderApp({ path: '/devices/ag-003', signedInAs: 'admin' });
    const section = await overview();
    await waitFor(() => expect(fact(section, 'Type')).toHaveTextContent('IXagent (software)'));
    expect(fact(section, 'Serial number')).toHaveTextContent(/^1\d{9}$/);
    expect(fact(section, 'Firmware')).toHaveTextContent(/^3\.\d\.\d$/);
    // A software agent has no MAC address: said, not left blank.
    expect(fact(section, 'MAC address')).toHaveTextContent('Not known');
    expect(fact(section, 'Location')).toHaveTextContent('Lyon plant, hall 4');
    expect(fact(section, 'VPN protocol')).toHaveTextContent(/^(UDP|TCP)$/);
    await waitFor(() => expect(within(fact(section, 'Groups')).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(fact(section, 'Groups')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/groups\/g-/),
    );
  });

  it('edits the description and the time zone with the device’s right; a wrong time zone is refused before any call', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/devices/ag-003', signedInAs: 'admin' });
    const section = await overview();
    await user.click(await within(section).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    const timeZone = within(dialog).getByRole('textbox', { name: 'Time zone' });
    await user.clear(timeZone);
    await user.type(timeZone, 'Europe/Atlantis');
    expect(
      await within(dialog).findByText('This is not a time zone, for example Europe/Amsterdam.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(timeZone);
    await user.type(timeZone, 'Europe/Berlin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Feeds line 3');
    // This device has no cost centre yet, and the company requires one: marked, and refused empty before any call.
    const costCentre = within(dialog).getByRole('textbox', { name: 'Cost centre' });
    expect(costCentre).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A value is required.')).toBeInTheDocument();
    await user.type(costCentre, 'nl4711');
    expect(await within(dialog).findByText('Does not match the pattern ^[A-Z]{2}[0-9]+$.')).toBeInTheDocument();
    await user.clear(costCentre);
    await user.type(costCentre, 'NL4711');
    // Once the field's rule has checked the new value.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fact(section, 'Description')).toHaveTextContent('Feeds line 3'));
    expect(fact(section, 'Time zone')).toHaveTextContent('Europe/Berlin');
    expect(fact(section, 'Cost centre')).toHaveTextContent('NL4711');
  });

  it('shows custom field values by their type, and the platform’s own read-only', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/devices/ag-002', signedInAs: 'admin' });
    const section = await overview();
    await waitFor(() => expect(fact(section, 'Cost centre')).toHaveTextContent('NL4702'));
    expect(fact(section, 'Installation date')).toHaveTextContent(/2023/);
    expect(fact(section, 'Production batch')).toHaveTextContent('PB-100074');
    expect(fact(section, 'Customer reference')).toHaveTextContent('Not known');
    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    expect(within(dialog).getByRole('combobox', { name: 'Ländercode' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Installation date')).toHaveAttribute('type', 'datetime-local');
    // The platform's serial number is shown, never offered for editing.
    expect(within(dialog).queryByRole('textbox', { name: /Production batch/ })).not.toBeInTheDocument();
  });

  it('shows the same facts read-only to someone without the right', async () => {
    renderApp({ path: '/devices/ag-003', signedInAs: 'user' });
    const section = await overview();
    await waitFor(() => expect(fact(section, 'Type')).toHaveTextContent('IXagent (software)'));
    expect(within(section).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
