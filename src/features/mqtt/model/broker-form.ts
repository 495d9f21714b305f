import { z } from 'zod';
import { isPemText } from './write-only';
import { NAME_MAX_LENGTH, sameName } from '@/lib/names';
import { knownFormat, MESSAGE_FORMATS, type Broker, type MessageFormat } from './schemas';
import '../catalogue';

export const PORT_MIN = 1;
export const PORT_MAX = 65535;
/** A new broker starts on MQTT over TLS's port. */
export const DEFAULT_PORT = '8883';

export interface BrokerFormValues {
  name: string;
  host: string;
  port: string;
  messageFormat: MessageFormat;
  /** The CA certificate as PEM text; empty for none. */
  certauth: string;
}

const KEY = 'mqtt.validation';

/** The broker form: name (unique), host and a port of 1 to 65535 required, a known message format, a CA certificate in PEM or none. */
export function brokerFormSchema({ otherNames }: { otherNames: readonly string[] }) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, `${KEY}.REQUIRED`)
      .max(NAME_MAX_LENGTH, `${KEY}.TOO_LONG`)
      .refine((name) => !otherNames.some((other) => sameName(other, name)), `${KEY}.NAME_TAKEN`),
    host: z
      .string()
      .trim()
      .min(1, `${KEY}.REQUIRED`)
      .max(NAME_MAX_LENGTH, `${KEY}.TOO_LONG`)
      .refine((host) => !/\s|:\/\//.test(host), `${KEY}.HOST`),
    port: z
      .string()
      .trim()
      .min(1, `${KEY}.REQUIRED`)
      .refine(
        (port) => port === '' || (/^\d+$/.test(port) && Number(port) >= PORT_MIN && Number(port) <= PORT_MAX),
        `${KEY}.PORT`,
      ),
    messageFormat: z.enum(MESSAGE_FORMATS),
    certauth: z.string().refine((text) => text.trim() === '' || isPemText(text, 'CERTIFICATE'), `${KEY}.CERTIFICATE`),
  });
}

/** MqttBrokerList POST and MqttBroker PATCH take the same fields; no CA certificate is null. */
export const brokerBody = (values: BrokerFormValues) => ({
  name: values.name.trim(),
  host: values.host.trim(),
  port: Number(values.port.trim()),
  messageFormat: values.messageFormat,
  certauth: values.certauth.trim() === '' ? null : values.certauth,
});

export const brokerFormValuesOf = (broker: Broker | undefined): BrokerFormValues => ({
  name: broker?.name ?? '',
  host: broker?.host ?? '',
  port: broker ? String(broker.port) : DEFAULT_PORT,
  messageFormat: (broker && knownFormat(broker.messageFormat)) ?? 'sparkplug_b',
  certauth: broker?.certauth ?? '',
});
