import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';
import { useCurrentSession } from '@/features/session';
import { AssetsPanel } from './assets-panel';

setupMockBackend();

const PUMP = { publicId: 'at-001', name: 'Pump', order: 0 };
const deviceName = (publicId: string) => getDb().agents.find((agent) => agent.publicId === publicId)?.name ?? '';
const assetNamed = (name: string) => getDb().assets.find((asset) => asset.name === name);

/** The panel once the person's permissions are known, as the page shows it. */
function Harness() {
  const { isReady } = useCurrentSession();
  return isReady ? <AssetsPanel assetType={PUMP} /> : null;
}

async function table() {
  const found = await screen.findByRole('table', { name: 'Assets of the type Pump' });
  await within(found).findByRole('rowheader', { name: 'Spare pump 1' });
  return found;
}
const rowOf = (container: HTMLElement, name: string) =>
  within(container).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
/** Clicks the dialog's button once the form's rules allow it (react-hook-form checks the fields asynchronously). */
async function submitDialog(name: 'Add' | 'Save') {
  const button = within(dialog()).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name' });

async function chooseDevice(search: string, option: string) {
  const field = within(dialog()).getByRole('combobox', { name: 'Device' });
  await userEvent.click(field);
  await userEvent.type(field, search);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the assets of a type', () => {
  it('shows each asset with its device by name; without MANAGE_ASSET_TYPES there is nothing to change', async () => {
    renderApp({ signedInAs: 'secure', companyId: 'c-acme', routes: [{ path: '/', element: <Harness /> }] });
    const assets = await table();
    const pumpLyon = rowOf(assets, 'Pump Lyon 27');
    await waitFor(() => expect(pumpLyon).toHaveTextContent(deviceName('ag-027')));
    expect(within(assets).getByRole('link', { name: 'Pump Lyon 27' })).toHaveAttribute('href', '/assets/at-001/as-011');
    expect(rowOf(assets, 'Spare pump 1')).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Add asset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(within(assets).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('adds an asset linked to a device: POST, then PATCH agent; the row shows the device by name', async () => {
    renderApp({ path: '/assets/at-001', signedInAs: 'admin' });
    const assets = await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add asset' }));
    await screen.findByRole('dialog', { name: 'Add asset' });
    await userEvent.type(nameField(), 'Dosing pump');
    await chooseDevice('Boiler Kr', 'Boiler Kraków 07');
    await submitDialog('Add');
    expect(await screen.findByText('Asset Dosing pump added and linked to Boiler Kraków 07.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(assets, 'Dosing pump')).toHaveTextContent('Boiler Kraków 07'));
    expect(assetNamed('Dosing pump')?.agent).toEqual({ publicId: 'ag-007' });
    expect(mockControl.requestCount('AssetList', 'POST')).toBe(1);
    expect(mockControl.requestCount('Asset', 'PATCH')).toBe(1);
  });

  it('an empty name is refused in the form; Add stays disabled', async () => {
    renderApp({ path: '/assets/at-001', signedInAs: 'admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add asset' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add asset' })).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(nameField(), '   ');
    expect(await within(dialog()).findByText('Enter a name.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(mockControl.requestCount('AssetList', 'POST')).toBe(0);
  });

  it('says plainly when the asset was added but the link to its device failed', async () => {
    renderApp({ path: '/assets/at-001', signedInAs: 'admin' });
    const assets = await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add asset' }));
    await screen.findByRole('dialog', { name: 'Add asset' });
    await userEvent.type(nameField(), 'Dosing pump');
    await chooseDevice('Boiler Kr', 'Boiler Kraków 07');
    mockControl.failRel('Asset', 403, 1, 'PATCH');
    await submitDialog('Add');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Asset Dosing pump was added, but it could not be linked to Boiler Kraków 07 (Forbidden). Edit the asset to link it.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf(assets, 'Dosing pump')).toHaveTextContent('—'));
    expect(assetNamed('Dosing pump')?.agent).toBeNull();
  });

  it('shows the server’s refusal of the device on its field, and keeps the dialog open', async () => {
    renderApp({ path: '/assets/at-001', signedInAs: 'admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Spare pump 1' }));
    await screen.findByRole('dialog', { name: 'Edit asset' });
    await chooseDevice('Boiler Kr', 'Boiler Kraków 07');
    // The device leaves the company while the dialog is open.
    const boiler = getDb().agents.find((agent) => agent.publicId === 'ag-007');
    if (boiler) boiler._companyId = 'c-north';
    await submitDialog('Save');
    const device = await within(dialog()).findByRole('combobox', { name: 'Device' });
    await waitFor(() => expect(device).toHaveAccessibleDescription('Agent not found'));
    expect(device).toHaveFocus();
    expect(assetNamed('Spare pump 1')?.agent).toBeNull();
  });

  it('renames an asset and removes its device with one PATCH; deletes another after confirming', async () => {
    renderApp({ path: '/assets/at-001', signedInAs: 'admin' });
    const assets = await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Pump Lyon 27' }));
    await screen.findByRole('dialog', { name: 'Edit asset' });
    const device = within(dialog()).getByRole('combobox', { name: 'Device' });
    await waitFor(() => expect(device).toHaveValue(deviceName('ag-027')));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Pump Lyon 28');
    await userEvent.clear(device);
    await submitDialog('Save');
    await closeNotice('Asset Pump Lyon 28 saved.');
    await waitFor(() => expect(rowOf(assets, 'Pump Lyon 28')).toHaveTextContent('—'));
    expect(assetNamed('Pump Lyon 28')?.agent).toBeNull();
    expect(getDb().agents.find((agent) => agent.publicId === 'ag-027')?.assets).toEqual([]);
    expect(mockControl.requestCount('Asset', 'PATCH')).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Spare pump 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete asset' });
    expect(confirm).toHaveTextContent('Delete the asset Spare pump 1? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(assets).queryByRole('rowheader', { name: 'Spare pump 1' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Asset Spare pump 1 deleted.')).toBeInTheDocument();
    expect(assetNamed('Spare pump 1')).toBeUndefined();
  });
});
