import { brokerBody, brokerFormSchema, brokerFormValuesOf, type BrokerFormValues } from './broker-form';
import { clientBody, clientFormSchema, clientFormValuesOf, type ClientFormValues } from './client-form';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}:${issue.message.replace('mqtt.validation.', '')}`,
  );

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';

describe('the broker form', () => {
  const schema = brokerFormSchema({ otherNames: ['Cloud broker'] });
  const values: BrokerFormValues = {
    name: 'Edge',
    host: 'edge.acme.test',
    port: '8883',
    messageFormat: 'sparkplug_b',
    certauth: '',
  };
  const check = (change: Partial<BrokerFormValues>) => messages(schema.safeParse({ ...values, ...change }));

  it('takes a name, a host, a port and a format; the CA certificate may be empty', () => {
    expect(check({})).toEqual([]);
    expect(check({ certauth: CERT })).toEqual([]);
  });

  it('the port is a whole number from 1 to 65535', () => {
    for (const port of ['1', '1883', '65535']) expect(check({ port })).toEqual([]);
    expect(check({ port: '' })).toEqual(['port:REQUIRED']);
    for (const port of ['0', '65536', '-1', '88.3', 'mqtt']) expect(check({ port })).toEqual(['port:PORT']);
  });

  it('the name is required, at most 255 characters, not another broker’s; the host has no scheme or spaces', () => {
    expect(check({ name: ' ' })).toEqual(['name:REQUIRED']);
    expect(check({ name: 'x'.repeat(256) })).toEqual(['name:TOO_LONG']);
    expect(check({ name: ' cloud BROKER ' })).toEqual(['name:NAME_TAKEN']);
    expect(check({ host: 'mqtts://edge.acme.test' })).toEqual(['host:HOST']);
    expect(check({ host: 'edge acme' })).toEqual(['host:HOST']);
    expect(check({ host: '' })).toEqual(['host:REQUIRED']);
  });

  it('the CA certificate is PEM text when given; a key is not a certificate', () => {
    expect(check({ certauth: 'MIIB' })).toEqual(['certauth:CERTIFICATE']);
    expect(check({ certauth: KEY })).toEqual(['certauth:CERTIFICATE']);
  });

  it('sends the port as a number and no certificate as null', () => {
    expect(
      brokerBody({
        ...values,
        name: ' Edge ',
        host: ' edge.acme.test ',
        port: ' 1883 ',
        messageFormat: 'sparkplug_b_json',
      }),
    ).toEqual({
      name: 'Edge',
      host: 'edge.acme.test',
      port: 1883,
      messageFormat: 'sparkplug_b_json',
      certauth: null,
    });
    expect(brokerBody({ ...values, certauth: CERT }).certauth).toBe(CERT);
  });

  it('a new broker starts on port 8883 in Sparkplug B; an existing one as it is', () => {
    expect(brokerFormValuesOf(undefined)).toEqual({
      name: '',
      host: '',
      port: '8883',
      messageFormat: 'sparkplug_b',
      certauth: '',
    });
    expect(
      brokerFormValuesOf({
        publicId: 'mq-1',
        name: 'B',
        host: 'h',
        port: 1883,
        certauth: CERT,
        messageFormat: 'sparkplug_b_json',
        clients: [],
      }),
    ).toEqual({
      name: 'B',
      host: 'h',
      port: '1883',
      messageFormat: 'sparkplug_b_json',
      certauth: CERT,
    });
  });
});

describe('the client form', () => {
  const schema = clientFormSchema({ otherNames: ['acme-portal-1'] });
  const values: ClientFormValues = {
    name: 'probe',
    username: '',
    password: { text: '', clear: false },
    clientCert: '',
    clientKey: { text: '', clear: false },
  };
  const check = (change: Partial<ClientFormValues>) => messages(schema.safeParse({ ...values, ...change }));

  it('needs a name unique in its broker', () => {
    expect(check({})).toEqual([]);
    expect(check({ name: '' })).toEqual(['name:REQUIRED']);
    expect(check({ name: 'ACME-portal-1' })).toEqual(['name:CLIENT_NAME_TAKEN']);
  });

  it('the certificate and the key, when given, are PEM of their kind', () => {
    expect(check({ clientCert: CERT, clientKey: { text: KEY, clear: false } })).toEqual([]);
    expect(check({ clientCert: KEY })).toEqual(['clientCert:CERTIFICATE']);
    expect(check({ clientKey: { text: CERT, clear: false } })).toEqual(['clientKey:PRIVATE_KEY']);
    expect(check({ clientKey: { text: 'typed then removed', clear: true } })).toEqual([]);
  });

  it('creating: an empty password or key is null, typed ones are sent', () => {
    expect(clientBody(values, false)).toEqual({
      name: 'probe',
      username: null,
      clientCert: null,
      password: null,
      clientKey: null,
    });
    expect(
      clientBody(
        {
          ...values,
          username: ' probe ',
          password: { text: 's3cret', clear: false },
          clientKey: { text: KEY, clear: false },
          clientCert: CERT,
        },
        false,
      ),
    ).toEqual({
      name: 'probe',
      username: 'probe',
      clientCert: CERT,
      password: 's3cret',
      clientKey: KEY,
    });
  });

  it('editing: an empty password or key is left out (unchanged); removing sends null; typing replaces', () => {
    expect(clientBody(values, true)).toEqual({ name: 'probe', username: null, clientCert: null });
    expect(
      clientBody({ ...values, password: { text: '', clear: true }, clientKey: { text: '', clear: true } }, true),
    ).toEqual({
      name: 'probe',
      username: null,
      clientCert: null,
      password: null,
      clientKey: null,
    });
    expect(clientBody({ ...values, password: { text: 'n3w', clear: false } }, true)).toEqual({
      name: 'probe',
      username: null,
      clientCert: null,
      password: 'n3w',
    });
    // A key of blanks only is no key.
    expect(clientBody({ ...values, clientKey: { text: ' \n', clear: false } }, true)).toEqual({
      name: 'probe',
      username: null,
      clientCert: null,
    });
  });

  it('starts from the client, the password and the key always empty', () => {
    expect(clientFormValuesOf({ publicId: 'c', name: 'n', username: 'u', clientCert: CERT })).toEqual({
      name: 'n',
      username: 'u',
      password: { text: '', clear: false },
      clientCert: CERT,
      clientKey: { text: '', clear: false },
    });
  });
});
