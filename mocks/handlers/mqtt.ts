import { nextId } from '../db/store';
import type { MqttBroker, MqttBrokerClient } from '../db/types';
import {
  asString,
  atItem,
  bodyItems,
  crudRoutes,
  requireText,
  requireUnique,
  stripInternal,
  type Resource,
} from './crud';
import {
  ApiError,
  createdAnswer,
  emptyAnswer,
  isRecord,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import type { Row } from './query';

/**
 * MQTT brokers and their clients (docs/API.md, MQTT). Clients live inside their broker: no GET of their own; they
 * come in the broker's answer. A client's password and key are write-only: kept, never answered (`password: null`).
 */

const MESSAGE_FORMATS: readonly MqttBroker['messageFormat'][] = ['sparkplug_b', 'sparkplug_b_json'];

const clientView = (client: MqttBrokerClient, broker: MqttBroker): Row => ({
  publicId: client.publicId,
  name: client.name,
  username: client.username,
  password: null,
  clientCert: client.clientCert,
  company: { publicId: broker._companyId },
  mqttBroker: { publicId: broker.publicId },
});

const brokerView = (broker: MqttBroker): Row => ({
  ...stripInternal(broker),
  company: { publicId: broker._companyId },
  clients: broker.clients.map((client) => clientView(client, broker)),
});

const mqttBrokers: Resource<MqttBroker> = {
  listRel: 'MqttBrokerList',
  path: '/mqtt-brokers',
  idPrefix: 'mq',
  table: (db) => db.mqttBrokers,
  defaultOrder: 'name',
  write: ['MANAGE_MQTT_BROKERS'],
  readOnly: ['clients', 'company'],
  view: brokerView,
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: asString(body.name),
    host: asString(body.host),
    port: typeof body.port === 'number' ? body.port : NaN,
    certauth: typeof body.certauth === 'string' ? body.certauth : null,
    messageFormat: asString(body.messageFormat) as MqttBroker['messageFormat'],
    clients: [],
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
    requireText(row.host, 'host', 255);
    if (!Number.isInteger(row.port) || row.port < 1 || row.port > 65535)
      throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'port' }]);
    if (!MESSAGE_FORMATS.includes(row.messageFormat))
      throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'messageFormat' }]);
    if (row.certauth !== null && typeof row.certauth !== 'string')
      throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'certauth' }]);
  },
};

/** The broker of the path, if it is the selected company's; writes need MANAGE_MQTT_BROKERS. */
function brokerOf(ctx: Ctx): MqttBroker {
  requirePermission(ctx, 'MANAGE_MQTT_BROKERS');
  const broker = ctx.db.mqttBrokers.find(
    (b) => b.publicId === param(ctx, 'brokerId') && b._companyId === sessionOf(ctx).companyId,
  );
  if (!broker) throw notFound();
  return broker;
}

function findClient(broker: MqttBroker, publicId: unknown): MqttBrokerClient {
  if (typeof publicId !== 'string')
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'publicId' }]);
  const client = broker.clients.find((c) => c.publicId === publicId);
  if (!client) throw notFound();
  return client;
}

const nullableText = (value: unknown, propertyName: string): string | null => {
  if (value === null || typeof value === 'string') return value;
  throw new ApiError(400, [{ message: 'Invalid value', propertyName }]);
};

/** A client after `body` (absent keys unchanged, null clears); checked against the broker's other clients. */
function applyClient(client: MqttBrokerClient, body: Row, others: readonly MqttBrokerClient[]): MqttBrokerClient {
  const next = { ...client };
  if ('name' in body) next.name = asString(body.name);
  if ('username' in body) next.username = nullableText(body.username, 'username');
  if ('clientCert' in body) next.clientCert = nullableText(body.clientCert, 'clientCert');
  if ('password' in body) next._password = nullableText(body.password, 'password');
  if ('clientKey' in body) next._clientKey = nullableText(body.clientKey, 'clientKey');
  requireText(next.name, 'name', 255);
  requireUnique(
    others.filter((c) => c.publicId !== client.publicId),
    next.name,
    (c) => c.name,
    'name',
    'Name already in use',
  );
  return next;
}

const EMPTY_CLIENT: Omit<MqttBrokerClient, 'publicId'> = {
  name: '',
  username: null,
  clientCert: null,
  _password: null,
  _clientKey: null,
};

export const mqttRoutes: Route[] = [
  ...crudRoutes(mqttBrokers),
  ...routesFor('MqttBrokerClientList', '/mqtt-brokers/{brokerId}/clients', {
    POST: async (ctx) => {
      const broker = brokerOf(ctx);
      const body = await ctx.body();
      const items = await bodyItems(ctx);
      const others = [...broker.clients];
      const created = items.map((item, index) => {
        const make = () => applyClient({ publicId: nextId('mqc'), ...EMPTY_CLIENT }, item, others);
        const client = Array.isArray(body) ? atItem(index, make) : make();
        others.push(client);
        return client;
      });
      broker.clients.push(...created);
      const ids = created.map((c) => c.publicId);
      return Array.isArray(body)
        ? createdAnswer('MqttBrokerClientList', ids, true)
        : createdAnswer('MqttBrokerClient', ids, false);
    },
    PATCH: async (ctx) => {
      const broker = brokerOf(ctx);
      const items = await bodyItems(ctx);
      // All or nothing: every item is checked against the clients as they will be before any is changed.
      let after = [...broker.clients];
      items.forEach((item, index) =>
        atItem(index, () => {
          const client = findClient(broker, item.publicId);
          const current = after.find((c) => c.publicId === client.publicId) ?? client;
          const next = applyClient(current, item, after);
          after = after.map((c) => (c.publicId === client.publicId ? next : c));
        }),
      );
      broker.clients = after;
      return emptyAnswer('MqttBrokerClientList');
    },
    DELETE: async (ctx) => {
      const broker = brokerOf(ctx);
      const items = await bodyItems(ctx);
      const ids = items.map((item, index) => atItem(index, () => findClient(broker, item.publicId).publicId));
      broker.clients = broker.clients.filter((c) => !ids.includes(c.publicId));
      return emptyAnswer('MqttBrokerClientList');
    },
  }),
  ...routesFor('MqttBrokerClient', '/mqtt-brokers/{brokerId}/clients/{publicId}', {
    PATCH: async (ctx) => {
      const broker = brokerOf(ctx);
      const client = findClient(broker, param(ctx, 'publicId'));
      const body = await ctx.body();
      if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
      const next = applyClient(client, body, broker.clients);
      Object.assign(client, next);
      return emptyAnswer('MqttBrokerClient');
    },
    DELETE: (ctx) => {
      const broker = brokerOf(ctx);
      const client = findClient(broker, param(ctx, 'publicId'));
      broker.clients = broker.clients.filter((c) => c !== client);
      return emptyAnswer('MqttBrokerClient');
    },
  }),
];
