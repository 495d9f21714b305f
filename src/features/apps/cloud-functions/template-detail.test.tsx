import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { recordDownloads } from '@/testing/downloads';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
const byTemplate = (templateId: string) => ({ ...admin, query: { filters: `eq(template.publicId,"${templateId}")` } });

async function openDetail(name: string, user = userEvent.setup()) {
  const view = renderApp({ path: '/apps', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Cloud functions' });
  await user.click(await within(table).findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: `Cloud function ${name}` });
  return { ...view, dialog, user };
}
const valuesField = (dialog: HTMLElement) =>
  within(dialog).findByRole('textbox', { name: 'Configuration values (JSON)' });

describe('a cloud function’s detail', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('edits the first of the template’s configs (PATCH), refusing text that is not JSON', async () => {
    const { dialog, user } = await openDetail('Energy report exporter');
    const field = await valuesField(dialog);
    expect(field).toHaveValue('{"interval": 15, "target": "erp.acme.test"}');
    expect(within(dialog).getByText('Enabled')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save configuration' });
    await user.clear(field);
    await user.paste('{"interval": 5');
    expect(await within(dialog).findByText('This is not valid JSON.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(field, '}');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    const configs = rows(await call('BackendComponentTemplateConfigList', byTemplate('bct-001')));
    expect(configs.map((config) => [config.publicId, config.values])).toEqual([
      ['bcc-001', '{"interval": 5}'],
      ['bcc-002', '{"interval": 60}'],
    ]);
  });

  it('a template without a config starts empty and saves a new one (POST)', async () => {
    const { dialog, user } = await openDetail('Alarm forwarder');
    const field = await valuesField(dialog);
    expect(field).toHaveValue('');
    expect(within(dialog).getByText('Not configured yet')).toBeInTheDocument();
    await user.click(field);
    await user.paste('{"phone": "+31 6 1234 5678"}');
    await user.click(within(dialog).getByRole('button', { name: 'Save configuration' }));
    expect(await within(dialog).findByText('Enabled')).toBeInTheDocument();
    expect(rows(await call('BackendComponentTemplateConfigList', byTemplate('bct-002')))).toMatchObject([
      { values: '{"phone": "+31 6 1234 5678"}' },
    ]);
  });

  it('shares with one of the user’s companies or a typed company ID, and stops sharing', async () => {
    const { dialog, user } = await openDetail('Alarm forwarder');
    const shares = within(dialog).getByRole('region', { name: 'Shared with' });
    expect(await within(shares).findByText('Not shared with any company.')).toBeInTheDocument();
    await user.click(within(shares).getByRole('combobox', { name: 'Company to share with' }));
    await user.paste('helix automation gmbh');
    await user.click(within(shares).getByRole('button', { name: 'Share' }));
    const list = await within(shares).findByRole('list', { name: 'Companies this cloud function is shared with' });
    expect(within(list).getByText('Helix Automation GmbH')).toBeInTheDocument();
    await user.type(within(shares).getByRole('combobox', { name: 'Company to share with' }), 'c-north{Enter}');
    expect(await within(list).findByText('Northwind Controls')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Stop sharing with Helix Automation GmbH' }));
    await waitFor(() => expect(within(list).queryByText('Helix Automation GmbH')).not.toBeInTheDocument());
    expect(
      rows(await call('BackendComponentTemplateShareList', byTemplate('bct-002'))).map((share) => share.company),
    ).toEqual([{ publicId: 'c-north', name: 'Northwind Controls' }]);
  });

  it('a template shared with the company is not shared further; its messages can be subscribed to', async () => {
    const { dialog, user } = await openDetail('Predictive maintenance');
    expect(
      within(dialog).getByText('Only Northwind Controls, the owner, shares this cloud function with other companies.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Shared with' })).not.toBeInTheDocument();
    const subscriptions = within(dialog).getByRole('region', { name: 'Message subscriptions' });
    expect(await within(subscriptions).findByText('No company gets its messages.')).toBeInTheDocument();
    await user.click(within(subscriptions).getByRole('combobox', { name: 'Company to subscribe' }));
    await user.paste('Acme Industrial');
    await user.click(within(subscriptions).getByRole('button', { name: 'Subscribe' }));
    const list = await within(subscriptions).findByRole('list', { name: 'Companies subscribed to the messages' });
    expect(within(list).getByText('Acme Industrial')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove the subscription of Acme Industrial' }));
    expect(await within(subscriptions).findByText('No company gets its messages.')).toBeInTheDocument();
  });

  it('downloads the logs as cloud-function.log', async () => {
    const downloads = recordDownloads();
    const { dialog, user } = await openDetail('Energy report exporter');
    await user.click(within(dialog).getByRole('button', { name: 'Download logs' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const [saved] = downloads.files;
    expect([saved?.name, saved?.type]).toEqual(['cloud-function.log', 'text/plain']);
    expect(await saved?.blob.text()).toContain('Energy report exporter: exported 24 rows');
  });

  it('a failed download shows “Download failed” for 3 s and saves nothing', async () => {
    const downloads = recordDownloads();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockControl.failRel('BackendComponentTemplateDownloadLogs', 500, 1);
    const { dialog, user, store } = await openDetail(
      'Energy report exporter',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download logs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Download failed');
    expect(store.getState().notices.queue).toMatchObject([
      { messageKey: 'cloudFunctions.logs.downloadFailed', duration: 3000 },
    ]);
    expect(downloads.files).toEqual([]);
    expect(store.getState().notices.apiUnavailable).toBe(false);
    act(() => void vi.advanceTimersByTime(3100));
    expect(store.getState().notices.queue).toEqual([]);
  });
});
