import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEtest\n-----END PRIVATE KEY-----\n';

async function openPage() {
  const view = renderApp({ path: '/mqtt', signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 2, name: 'Plant broker Rotterdam' });
  return view;
}
const section = (name: string) => screen.getByRole('region', { name });
const clientNames = (broker: string) =>
  within(within(section(broker)).getByRole('table', { name: `Clients of ${broker}` }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');
const textbox = (name: string) => within(dialog()).getByRole('textbox', { name });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const passwordInput = () => dialog().querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement;
const storedClient = (brokerId: string, name: string) =>
  getDb()
    .mqttBrokers.find((b) => b.publicId === brokerId)
    ?.clients.find((c) => c.name === name);

describe('the MQTT page', () => {
  it('shows each broker with its address, message format in words, CA certificate and its clients inside it', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'MQTT brokers' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cloud broker',
      'Plant broker Rotterdam',
      'Test broker (no TLS)',
    ]);
    const plant = section('Plant broker Rotterdam');
    expect(plant).toHaveTextContent('Addressmqtt.rotterdam.acme.test:8883');
    expect(plant).toHaveTextContent('Message formatSparkplug B (binary)');
    expect(plant).toHaveTextContent('CA certificateSet');
    expect(clientNames('Plant broker Rotterdam')).toEqual(['acme-portal-1', 'line-3-gateway']);
    expect(section('Test broker (no TLS)')).toHaveTextContent('Message formatSparkplug B as JSON');
    expect(within(section('Test broker (no TLS)')).getByText('No clients yet.')).toBeInTheDocument();
  });

  it('adds a broker: the port and the CA certificate are checked, then it is listed', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add broker' }));
    expect(textbox('Port')).toHaveValue('8883');
    await userEvent.type(textbox('Name'), 'Edge broker');
    await userEvent.type(textbox('Host'), 'edge.acme.test');
    await userEvent.clear(textbox('Port'));
    await userEvent.type(textbox('Port'), '70000');
    expect(await within(dialog()).findByText('A whole number from 1 to 65535.')).toBeInTheDocument();
    await userEvent.clear(textbox('Port'));
    await userEvent.type(textbox('Port'), '1883');
    await userEvent.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Message format' }),
      'Sparkplug B as JSON',
    );
    await userEvent.click(textbox('CA certificate'));
    await userEvent.paste('not a certificate');
    expect(
      await within(dialog()).findByText(
        'Paste PEM text, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
      ),
    ).toBeInTheDocument();
    expect(button('Add')).toBeDisabled();
    await userEvent.clear(textbox('CA certificate'));
    await userEvent.paste(CERT);
    await userEvent.click(button('Add'));
    const edge = await screen.findByRole('region', { name: 'Edge broker' });
    expect(edge).toHaveTextContent('Addressedge.acme.test:1883');
    expect(await screen.findByText('Broker Edge broker added.')).toBeInTheDocument();
    expect(getDb().mqttBrokers.find((b) => b.name === 'Edge broker')).toMatchObject({
      port: 1883,
      messageFormat: 'sparkplug_b_json',
      certauth: CERT,
      clients: [],
    });
  });

  it('edits and deletes a broker after confirmation', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit broker Cloud broker' }));
    expect(textbox('Host')).toHaveValue('broker.cloud.example.test');
    await userEvent.type(textbox('Name'), ' EU');
    await userEvent.click(button('Save'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Cloud broker EU' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete broker Cloud broker EU' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete MQTT broker' });
    expect(confirm).toHaveTextContent('Delete the MQTT broker Cloud broker EU and its clients?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Cloud broker EU' })).not.toBeInTheDocument(),
    );
    expect(getDb().mqttBrokers.some((b) => b.name === 'Cloud broker EU')).toBe(false);
  });

  it('adds a client inside a broker with a password and a key that are never shown again', async () => {
    await openPage();
    await userEvent.click(
      within(section('Test broker (no TLS)')).getByRole('button', { name: 'Add client to Test broker (no TLS)' }),
    );
    expect(screen.getByRole('dialog', { name: 'Add client to Test broker (no TLS)' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(textbox('Client name'), 'probe');
    await userEvent.type(textbox('User name'), 'probe-user');
    await userEvent.type(passwordInput(), 'Sup3r-secret');
    await userEvent.click(textbox('Client key'));
    await userEvent.paste(KEY);
    await userEvent.click(button('Add'));
    await waitFor(() => expect(clientNames('Test broker (no TLS)')).toEqual(['probe']));
    expect(storedClient('mq-003', 'probe')).toMatchObject({
      username: 'probe-user',
      _password: 'Sup3r-secret',
      _clientKey: KEY,
      clientCert: null,
    });
    expect(document.body).not.toHaveTextContent('Sup3r-secret');
    // Editing, the password and the key fields are empty: what is stored is never shown.
    await userEvent.click(within(section('Test broker (no TLS)')).getByRole('button', { name: 'Edit client probe' }));
    expect(passwordInput()).toHaveValue('');
    expect(textbox('Client key')).toHaveValue('');
    expect(passwordInput()).toHaveAccessibleDescription(
      'Never shown once saved. Leave empty to keep it unchanged; type to replace it.',
    );
  });

  it('editing a client: empty password and key stay as stored, Remove clears them', async () => {
    await openPage();
    const plant = section('Plant broker Rotterdam');
    await userEvent.click(within(plant).getByRole('button', { name: 'Edit client acme-portal-1' }));
    expect(screen.getByRole('dialog', { name: 'Edit client of Plant broker Rotterdam' })).toBeInTheDocument();
    expect((textbox('Client certificate') as HTMLTextAreaElement).value).toMatch(/^-----BEGIN CERTIFICATE-----/);
    await userEvent.clear(textbox('User name'));
    await userEvent.type(textbox('User name'), 'portal');
    await userEvent.click(button('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedClient('mq-001', 'acme-portal-1')).toMatchObject({
      username: 'portal',
      _password: 'demo-secret',
      _clientKey: expect.stringMatching(/PRIVATE KEY/) as unknown,
    });

    await userEvent.click(within(plant).getByRole('button', { name: 'Edit client acme-portal-1' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Remove the stored password' }));
    expect(passwordInput()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Remove the stored client key' }));
    await userEvent.click(button('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedClient('mq-001', 'acme-portal-1')).toMatchObject({
      username: 'portal',
      _password: null,
      _clientKey: null,
    });
  });

  it('a client name must be unique in its broker', async () => {
    await openPage();
    await userEvent.click(
      within(section('Plant broker Rotterdam')).getByRole('button', { name: 'Add client to Plant broker Rotterdam' }),
    );
    await userEvent.type(textbox('Client name'), 'line-3-gateway');
    expect(
      await within(dialog()).findByText('Another client of this broker already has this name.'),
    ).toBeInTheDocument();
    expect(button('Add')).toBeDisabled();
  });

  it('the server’s refusal of a client name taken meanwhile shows under the name', async () => {
    await openPage();
    await userEvent.click(
      within(section('Test broker (no TLS)')).getByRole('button', { name: 'Add client to Test broker (no TLS)' }),
    );
    getDb()
      .mqttBrokers.find((b) => b.publicId === 'mq-003')
      ?.clients.push({
        publicId: 'mq-003-x',
        name: 'probe',
        username: null,
        clientCert: null,
        _password: null,
        _clientKey: null,
      });
    await userEvent.type(textbox('Client name'), 'probe');
    await userEvent.click(button('Add'));
    expect(await within(dialog()).findByText('Name already in use')).toBeInTheDocument();
    expect(textbox('Client name')).toHaveFocus();
  });

  it('deletes a client after confirmation', async () => {
    await openPage();
    await userEvent.click(
      within(section('Plant broker Rotterdam')).getByRole('button', { name: 'Delete client line-3-gateway' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete client' });
    expect(confirm).toHaveTextContent('Delete the client line-3-gateway of Plant broker Rotterdam?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(clientNames('Plant broker Rotterdam')).toEqual(['acme-portal-1']));
    expect(mockControl.requestCount('MqttBrokerClient', 'DELETE')).toBe(1);
  });

  it('a refused save shows the server’s message in the form, which stays open', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add broker' }));
    await userEvent.type(textbox('Name'), 'Edge');
    await userEvent.type(textbox('Host'), 'edge.test');
    mockControl.failRel('MqttBrokerList', 403, 1, 'POST');
    await userEvent.click(button('Add'));
    expect(await within(dialog()).findByText('Forbidden')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/mqtt', signedInAs: 'admin' });
    expect(await screen.findByText('No MQTT brokers yet.')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    mockControl.failRel('MqttBrokerList', 403, 1);
    renderApp({ path: '/mqtt', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plant broker Rotterdam' })).toBeInTheDocument();
  });

  it('needs MANAGE_MQTT_BROKERS', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    renderApp({ path: '/mqtt', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page not allowed' })).toBeInTheDocument();
    expect(mockControl.requestCount('MqttBrokerList', 'GET')).toBe(0);
  });
});
