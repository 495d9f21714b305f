import { z } from 'zod';
import { isPemText, writeOnlyBodyValue, type WriteOnlyValue } from './write-only';
import { NAME_MAX_LENGTH, sameName } from '@/lib/names';
import type { BrokerClient } from './schemas';
import '../catalogue';

export interface ClientFormValues {
  name: string;
  /** Empty for none. */
  username: string;
  /** Write-only: never shown; editing, empty keeps the stored one. */
  password: WriteOnlyValue;
  /** PEM text; empty for none. */
  clientCert: string;
  /** Write-only PEM private key. */
  clientKey: WriteOnlyValue;
}

const KEY = 'mqtt.validation';
const writeOnly = z.object({ text: z.string(), clear: z.boolean() });

/** The client form: a name unique in its broker; a certificate and a key, when given, in PEM. */
export function clientFormSchema({ otherNames }: { otherNames: readonly string[] }) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, `${KEY}.REQUIRED`)
      .max(NAME_MAX_LENGTH, `${KEY}.TOO_LONG`)
      .refine((name) => !otherNames.some((other) => sameName(other, name)), `${KEY}.CLIENT_NAME_TAKEN`),
    username: z.string().trim().max(NAME_MAX_LENGTH, `${KEY}.TOO_LONG`),
    password: writeOnly,
    clientCert: z.string().refine((text) => text.trim() === '' || isPemText(text, 'CERTIFICATE'), `${KEY}.CERTIFICATE`),
    clientKey: writeOnly.refine(
      ({ text, clear }) => clear || text.trim() === '' || isPemText(text, 'PRIVATE KEY'),
      `${KEY}.PRIVATE_KEY`,
    ),
  });
}

/**
 * The bodies of MqttBrokerClientList POST and MqttBrokerClient PATCH: the password and the key go out only when
 * typed (or as null to remove them); editing, an empty one is left out, so the stored one stays.
 */
export function clientBody(values: ClientFormValues, editing: boolean) {
  const password = writeOnlyBodyValue(values.password, editing);
  const clientKey = writeOnlyBodyValue(
    { ...values.clientKey, text: values.clientKey.text.trim() === '' ? '' : values.clientKey.text },
    editing,
  );
  return {
    name: values.name.trim(),
    username: values.username.trim() || null,
    clientCert: values.clientCert.trim() === '' ? null : values.clientCert,
    ...(password === undefined ? {} : { password }),
    ...(clientKey === undefined ? {} : { clientKey }),
  };
}

export const clientFormValuesOf = (client: BrokerClient | undefined): ClientFormValues => ({
  name: client?.name ?? '',
  username: client?.username ?? '',
  password: { text: '', clear: false },
  clientCert: client?.clientCert ?? '',
  clientKey: { text: '', clear: false },
});
