import { getDb } from '../db/store';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const broker = async (publicId: string) => item(await call('MqttBroker', { token, params: { publicId } }));
const clientsOf = async (publicId: string) => (await broker(publicId)).clients as Record<string, unknown>[];
const clients = (brokerId: string, method: string, body: unknown) =>
  call('MqttBrokerClientList', { token, method, params: { brokerId }, body });
const client = (brokerId: string, publicId: string, method: string, body?: unknown) =>
  call('MqttBrokerClient', { token, method, params: { brokerId, publicId }, body });

describe('MQTT brokers', () => {
  test('a broker answers its company and its clients, whose password is null and whose key never shows', async () => {
    const answer = await broker('mq-001');
    expect(answer).toMatchObject({
      publicId: 'mq-001',
      name: 'Plant broker Rotterdam',
      port: 8883,
      messageFormat: 'sparkplug_b',
      company: { publicId: 'c-acme' },
    });
    expect(answer.certauth).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(answer.clients).toEqual([
      {
        publicId: 'mq-001-c1',
        name: 'acme-portal-1',
        username: 'acme-portal',
        password: null,
        clientCert: expect.stringMatching(/BEGIN CERTIFICATE/) as unknown,
        company: { publicId: 'c-acme' },
        mqttBroker: { publicId: 'mq-001' },
      },
      {
        publicId: 'mq-001-c2',
        name: 'line-3-gateway',
        username: 'line3',
        password: null,
        clientCert: null,
        company: { publicId: 'c-acme' },
        mqttBroker: { publicId: 'mq-001' },
      },
    ]);
    expect(JSON.stringify(rows(await call('MqttBrokerList', { token })))).not.toMatch(/demo-secret|PRIVATE KEY/);
  });

  test('a broker needs name, host, a port of 1 to 65535 and a known message format', async () => {
    const body = { name: 'Edge', host: 'edge.test', port: 1883, messageFormat: 'sparkplug_b_json', certauth: null };
    expect((await call('MqttBrokerList', { token, method: 'POST', body })).status).toBe(201);
    for (const [change, propertyName] of [
      [{ port: 0 }, 'port'],
      [{ port: 65536 }, 'port'],
      [{ messageFormat: 'json' }, 'messageFormat'],
      [{ host: '' }, 'host'],
    ] as const) {
      const result = await call('MqttBrokerList', {
        token,
        method: 'POST',
        body: { ...body, name: 'Other', ...change },
      });
      expect(result.status, propertyName).toBe(400);
      expect(result.json?.data).toMatchObject([{ propertyName }]);
    }
    expect(
      (await call('MqttBrokerList', { token, method: 'POST', body: { ...body, port: 65535, name: 'Top port' } }))
        .status,
    ).toBe(201);
  });
});

describe('MQTT broker clients', () => {
  test('create keeps password and key unanswered; PATCH without them keeps them, null clears them', async () => {
    const created = await clients('mq-003', 'POST', {
      name: 'probe',
      username: 'probe',
      password: 's3cret',
      clientKey: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----',
      clientCert: null,
    });
    expect(created.status).toBe(201);
    const publicId = String(item(created).publicId);
    expect(await clientsOf('mq-003')).toEqual([
      {
        publicId,
        name: 'probe',
        username: 'probe',
        password: null,
        clientCert: null,
        company: { publicId: 'c-acme' },
        mqttBroker: { publicId: 'mq-003' },
      },
    ]);
    const stored = () => getDb().mqttBrokers.find((b) => b.publicId === 'mq-003')?.clients[0];
    expect(stored()).toMatchObject({
      _password: 's3cret',
      _clientKey: expect.stringMatching(/PRIVATE KEY/) as unknown,
    });
    expect((await client('mq-003', publicId, 'PATCH', { name: 'probe-2', username: null })).status).toBe(200);
    expect(stored()).toMatchObject({ name: 'probe-2', username: null, _password: 's3cret' });
    expect((await client('mq-003', publicId, 'PATCH', { password: null, clientKey: null })).status).toBe(200);
    expect(stored()).toMatchObject({ _password: null, _clientKey: null });
    expect((await client('mq-003', publicId, 'DELETE')).status).toBe(200);
    expect(await clientsOf('mq-003')).toEqual([]);
  });

  test('the list rels take arrays: all or nothing, errors name the item', async () => {
    const created = await clients('mq-003', 'POST', [{ name: 'a' }, { name: 'b' }]);
    expect(created.status).toBe(201);
    const [a, b] = rows(created).map((row) => String(row.publicId));
    const refused = await clients('mq-003', 'PATCH', [
      { publicId: a, name: 'c' },
      { publicId: b, name: '' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.json?.data).toEqual([{ message: 'Required property', propertyName: 'name', listIndex: 1 }]);
    expect((await clientsOf('mq-003')).map((c) => c.name)).toEqual(['a', 'b']);
    expect((await clients('mq-003', 'PATCH', [{ publicId: a, name: 'c' }])).status).toBe(200);
    expect((await clients('mq-003', 'DELETE', [{ publicId: a }, { publicId: b }])).status).toBe(200);
    expect(await clientsOf('mq-003')).toEqual([]);
  });

  test('a client needs a name, unique in its broker; an unknown property is refused', async () => {
    expect((await clients('mq-001', 'POST', { username: 'x' })).json?.data).toEqual([
      { message: 'Required property', propertyName: 'name' },
    ]);
    const taken = await clients('mq-001', 'POST', { name: 'acme-portal-1' });
    expect(taken.status).toBe(409);
    expect((await clients('mq-001', 'POST', { name: 'x', company: { publicId: 'c-acme' } })).status).toBe(400);
    // The same name in another broker is fine.
    expect((await clients('mq-002', 'POST', { name: 'acme-portal-1' })).status).toBe(201);
  });

  test('another company’s broker or an unknown client is 404; writes need MANAGE_MQTT_BROKERS', async () => {
    expect((await clients('mq-n001', 'POST', { name: 'x' })).status).toBe(404);
    expect((await client('mq-001', 'mq-n001-c1', 'DELETE')).status).toBe(404);
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    expect((await clients('mq-001', 'POST', { name: 'x' })).status).toBe(403);
  });
});
