import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { assetTypesApi } from '../api';

setupMockBackend();

const SEEDED = ['Pump', 'Compressor', 'Conveyor', 'Packaging machine'];
const admin = { token: demoTokens.admin.secretId };

async function typeList() {
  const list = await screen.findByRole('navigation', { name: 'Asset types' });
  await within(list).findAllByRole('link');
  return list;
}
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
const nameField = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' });

async function openMenu(type: string, item: 'Edit' | 'Delete') {
  await userEvent.click(await screen.findByRole('button', { name: `More options for ${type}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the assets page', () => {
  it('lists the asset types in order and the assets of the first type', async () => {
    renderApp({ path: '/assets', signedInAs: 'admin' });
    expect(names(await typeList())).toEqual(SEEDED);
    const table = await screen.findByRole('table', { name: 'Assets of the type Pump' });
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    expect(within(table).getByRole('rowheader', { name: 'Spare pump 1' })).toBeInTheDocument();
  });

  it('add: required, at most 255, a duplicate refused by the server on the field, order = highest + 1000', async () => {
    renderApp({ path: '/assets', signedInAs: 'admin' });
    const list = await typeList();
    await userEvent.click(screen.getByRole('button', { name: 'Add asset type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add asset type' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.type(nameField(), ' ');
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.clear(nameField());
    await userEvent.click(nameField());
    await userEvent.paste('z'.repeat(256));
    expect(await within(dialog).findByText('Use at most 255 characters.')).toBeInTheDocument();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'compressor');
    await userEvent.click(add);
    expect(await within(dialog).findByText('Name already in use')).toBeInTheDocument();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Valve');
    await userEvent.click(add);
    await waitFor(() => expect(names(list)).toEqual([...SEEDED, 'Valve']));
    expect(rows(await call('AssetTypeList', admin)).find((type) => type.name === 'Valve')).toMatchObject({
      order: 4000,
    });
  });

  it('rename: Save disabled while unchanged; the new name shows', async () => {
    renderApp({ path: '/assets/at-003', signedInAs: 'admin' });
    const list = await typeList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conveyor' })).toBeInTheDocument();
    await openMenu('Conveyor', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Rename asset type' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(nameField(), ' belt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names(list)).toContain('Conveyor belt'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conveyor belt' })).toBeInTheDocument();
  });

  it('Escape on a changed dialog asks to discard; Keep editing keeps the text', async () => {
    renderApp({ path: '/assets', signedInAs: 'admin' });
    await typeList();
    await userEvent.click(screen.getByRole('button', { name: 'Add asset type' }));
    await userEvent.type(nameField(), 'Valve');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(nameField()).toHaveValue('Valve');
  });

  it('checks the asset list before deleting: in use is refused without a DELETE', async () => {
    renderApp({ path: '/assets', signedInAs: 'admin' });
    await typeList();
    const before = mockControl.requestCount('AssetList', 'GET');
    await openMenu('Pump', 'Delete');
    expect(await screen.findByRole('dialog', { name: 'Cannot delete asset type' })).toHaveTextContent(
      'Assets of the type Pump still exist.',
    );
    expect(mockControl.requestCount('AssetList', 'GET')).toBe(before + 1);
    expect(mockControl.requestCount('AssetType', 'DELETE')).toBe(0);
  });

  it('the first type gets order 0; deletes an unused type after confirmation, and refuses the last one', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/assets', signedInAs: 'admin' });
    expect(await screen.findByText('No asset types yet.')).toBeInTheDocument();
    for (const name of ['First', 'Second']) {
      await userEvent.click(screen.getByRole('button', { name: 'Add asset type' }));
      await screen.findByRole('dialog', { name: 'Add asset type' });
      await userEvent.type(nameField(), name);
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const list = await typeList();
    await waitFor(() => expect(names(list)).toEqual(['First', 'Second']));
    expect(rows(await call('AssetTypeList', admin)).map(({ name, order }) => ({ name, order }))).toEqual([
      { name: 'First', order: 0 },
      { name: 'Second', order: 1000 },
    ]);
    await openMenu('Second', 'Delete');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete asset type' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(names(list)).toEqual(['First']));
    await openMenu('First', 'Delete');
    expect(await screen.findByRole('dialog', { name: 'Cannot delete asset type' })).toHaveTextContent(
      'First is the only asset type.',
    );
  });

  it('a failed reorder puts the previous order back with a snackbar', async () => {
    const { store } = renderApp({ path: '/assets', signedInAs: 'admin' });
    const list = await typeList();
    const current = assetTypesApi.endpoints.assetTypes.select()(store.getState()).data ?? [];
    const arranged = [...current].reverse().map((type, index) => ({ ...type, order: index * 1000 }));
    const changes = arranged.map(({ publicId, order }) => ({ publicId, order }));
    mockControl.failRel('AssetTypeList', 400, 1, 'PATCH');
    const failing = store.dispatch(assetTypesApi.endpoints.reorderAssetTypes.initiate({ arranged, changes }));
    expect((assetTypesApi.endpoints.assetTypes.select()(store.getState()).data ?? []).map((type) => type.name)).toEqual(
      [...SEEDED].reverse(),
    );
    await failing;
    await waitFor(() => expect(names(list)).toEqual(SEEDED));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new order could not be saved');
  });

  it('an unknown asset type shows not found', async () => {
    renderApp({ path: '/assets/at-nope', signedInAs: 'admin' });
    expect(await screen.findByText('Asset type not found')).toBeInTheDocument();
  });
});
