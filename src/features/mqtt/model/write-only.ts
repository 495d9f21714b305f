/**
 * A write-only secret (a password, a private key): the server keeps it and never answers it, so a form cannot show what
 * is stored. Creating, empty means none; editing, empty means unchanged, typed text replaces it and `clear` removes it.
 */
export interface WriteOnlyValue {
  text: string;
  clear: boolean;
}

/** What a body says for a write-only secret: the new text, null (none or removed), or undefined (leave the key out: unchanged). */
export function writeOnlyBodyValue({ text, clear }: WriteOnlyValue, editing: boolean): string | null | undefined {
  if (clear) return null;
  if (text !== '') return text;
  return editing ? undefined : null;
}

/** The most a certificate or key file read into a form may hold. */
export const PEM_FILE_MAX_BYTES = 64 * 1024;

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n[\s\S]*?\r?\n?-----END \1-----/g;

/** Whether the text holds at least one PEM block (`-----BEGIN …-----` … `-----END …-----`) whose label ends as `kind` says. */
export function isPemText(text: string, kind: 'CERTIFICATE' | 'PRIVATE KEY'): boolean {
  return [...text.matchAll(PEM_BLOCK)].some(([, label]) => label?.endsWith(kind));
}
