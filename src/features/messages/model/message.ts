import * as z from 'zod/mini';

/** A message as the platform has it (API-RESOURCES.md): short content for the list, long content for the details. */

const text = z.catch(z.nullish(z.string()), null);
const toTranslate = z.catch(z.boolean(), false);

const extraInformationSchema = z.object({
  key: text,
  toTranslate,
  type: text,
  value: z.unknown(),
});
export type ExtraInformation = z.infer<typeof extraInformationSchema>;

export const messageSchema = z.object({
  publicId: z.string(),
  read: z.boolean(),
  createdOn: z.string(),
  shortContent: z.object({
    toTranslate,
    code: text,
    name: text,
    agentName: text,
    companyName: text,
    occurredOn: text,
  }),
  longContent: z.catch(
    z.nullish(
      z.object({
        toTranslate,
        code: text,
        name: text,
        instructions: text,
        extraInformation: z.catch(z.array(extraInformationSchema), []),
      }),
    ),
    null,
  ),
});
export type Message = z.infer<typeof messageSchema>;

const time = (iso: string | null | undefined): number => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Newest first by creation; the server's order is not relied on. */
export function newestFirst(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => time(b.createdOn) - time(a.createdOn));
}

/** A text of a message: a translation key when `toTranslate`, shown as it is otherwise. */
export interface MessageText {
  text: string;
  toTranslate: boolean;
}

/**
 * Looks a key up in the portal's message texts; a key the catalogue does not know is shown as it is,
 * so the reader never gets an empty line.
 */
export function messageText({ text, toTranslate }: MessageText, lookup: (key: string) => string | undefined): string {
  if (!toTranslate) return text;
  return lookup(text) ?? text;
}

/** An extra-information value as text: strings as they are, numbers and booleans printed, anything else as JSON. */
export function extraValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}
