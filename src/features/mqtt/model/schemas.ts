import * as v from '@/lib/validate';

/** MqttBroker `messageFormat` (docs/API.md). */
export const MESSAGE_FORMATS = ['sparkplug_b', 'sparkplug_b_json'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];

/** A client as the broker answers it: the password (always null) and the key are write-only and not read. */
export const brokerClientSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  username: v.withDefault(v.nullable(v.string()), null),
  clientCert: v.withDefault(v.nullable(v.string()), null),
});
export type BrokerClient = v.Infer<typeof brokerClientSchema>;

export const brokerSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  host: v.string(),
  port: v.number(),
  certauth: v.withDefault(v.nullable(v.string()), null),
  // A format the platform adds later is kept as it comes, so it is shown rather than passed off as a known one.
  messageFormat: v.string(),
  clients: v.withDefault(v.array(brokerClientSchema), []),
});
export type Broker = v.Infer<typeof brokerSchema>;

export const knownFormat = (format: string): MessageFormat | undefined =>
  MESSAGE_FORMATS.find((known) => known === format);
