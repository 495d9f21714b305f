import * as v from '@/lib/validate';

/** A message as the platform has it (docs/API.md): short content for the list, long content for the details. */

const text = v.fallback(v.nullish(v.string()), null);
const toTranslate = v.fallback(v.boolean(), false);

const extraInformationSchema = v.object({
  key: text,
  toTranslate,
  type: text,
  value: v.unknown(),
});

export const messageSchema = v.object({
  publicId: v.string(),
  read: v.boolean(),
  createdOn: v.string(),
  shortContent: v.object({
    toTranslate,
    code: text,
    name: text,
    agentName: text,
    companyName: text,
    occurredOn: text,
  }),
  longContent: v.fallback(
    v.nullish(
      v.object({
        toTranslate,
        code: text,
        name: text,
        instructions: text,
        extraInformation: v.fallback(v.array(extraInformationSchema), []),
      }),
    ),
    null,
  ),
});
export type Message = v.Infer<typeof messageSchema>;

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
