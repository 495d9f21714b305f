import { getDb } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { AssetFacts } from './asset-facts';

setupMockBackend();

describe('the asset page', () => {
  it('opens from the asset type’s list: name, type, device, its pages, and a report queued for the asset', async () => {
    const bodies: Promise<unknown>[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/pages/report/queue'))
        bodies.push(request.clone().json());
    };
    server.events.on('request:start', listener);
    const user = userEvent.setup();
    renderApp({ path: '/assets/at-003', signedInAs: 'admin' });
    await user.click(await screen.findByRole('link', { name: 'Conveyor Porto 15' }, { timeout: 10_000 }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveyor Porto 15' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conveyor' })).toHaveAttribute('href', '/assets/at-003');
    expect(screen.getByText('Type', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Conveyor');
    expect(screen.getByRole('link', { name: 'Compressor Porto 15' })).toHaveAttribute('href', '/devices/ag-015');
    const table = within(await screen.findByRole('table', { name: 'Pages of Conveyor Porto 15' }));
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Bottling KPIs (v2)',
      'Bottling line 1 live',
      'Line 1 daily report',
    ]);

    await user.click(table.getByRole('button', { name: 'Queue report Line 1 daily report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Queue a report' }));
    await user.click(dialog.getByRole('button', { name: 'Queue' }));
    expect(await screen.findByText('Report “Line 1 daily report” queued')).toBeInTheDocument();
    const [body] = (await Promise.all(bodies)) as { asset?: unknown; agent?: unknown; report: unknown }[][];
    expect(body?.[0]).toMatchObject({ asset: { publicId: 'as-006' }, report: { publicId: 'pg-013' } });
    expect(body?.[0]).not.toHaveProperty('agent');
    server.events.removeListener('request:start', listener);
  });

  it('says when the asset does not exist, with the way back to its type', async () => {
    renderApp({ path: '/assets/at-003/as-nope', signedInAs: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asset not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Asset not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or you may not have access to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the asset type' })).toHaveAttribute('href', '/assets/at-003');
  });

  it('shows the asset’s custom field values by type and lets someone with MANAGE_ASSET_TYPES edit them', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/assets/at-003/as-006', signedInAs: 'admin' });
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await screen.findByText('Warranty months', { selector: 'dt' }, { timeout: 10_000 });
    expect(fact('Warranty months')).toHaveTextContent('35');
    expect(fact('Critical asset')).toHaveTextContent('No');
    expect(fact('Manual')).toHaveTextContent('Not set');

    await user.click(screen.getByRole('button', { name: 'Edit custom fields' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Custom fields of Conveyor Porto 15' }));
    const warranty = dialog.getByRole('textbox', { name: 'Warranty months' });
    await user.clear(warranty);
    await user.type(warranty, '130');
    expect(await dialog.findByText('At most 120.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(warranty);
    await user.type(warranty, '24');
    await user.click(dialog.getByRole('combobox', { name: 'Critical asset' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.type(dialog.getByRole('textbox', { name: 'Manual' }), 'docs');
    expect(await dialog.findByText('Enter a web address starting with https:// or http://.')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: 'Manual' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The custom fields of Conveyor Porto 15 have been saved.')).toBeInTheDocument();
    expect(getDb().assets.find((asset) => asset.publicId === 'as-006')?.custom).toEqual({
      WarrantyMonths: 24,
      CriticalAsset: true,
    });
    expect(fact('Critical asset')).toHaveTextContent('Yes');
  });

  it('shows the values read-only without MANAGE_ASSET_TYPES', async () => {
    // The page's own route asks for MANAGE_ASSET_TYPES; its facts are shown read-only to whoever lacks it.
    const asset = {
      publicId: 'as-006',
      name: 'Conveyor Porto 15',
      type: { publicId: 'at-003', name: 'Conveyor' },
      agent: null,
      custom: { WarrantyMonths: 35 },
    };
    renderApp({
      signedInAs: 'secure',
      companyId: 'c-acme',
      routes: [{ path: '/', element: <AssetFacts asset={asset} /> }],
    });
    expect(await screen.findByText('Warranty months', { selector: 'dt' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit custom fields' })).not.toBeInTheDocument();
  });
});
