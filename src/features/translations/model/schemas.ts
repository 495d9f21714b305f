import * as v from '@/lib/validate';

/** A translation's texts by language code (`{en: 'Pressure', de: 'Druck'}`). */
export type Languages = Readonly<Record<string, string>>;

/** Only the texts of a `languages` value: anything that is not a string is dropped rather than shown. */
const languagesSchema = v.transform(v.unknown(), (value): Languages => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
});

/** TranslationList item (docs/API.md, Translations): `{publicId, key, languages{code: text}}`. */
export const translationSchema = v.object({
  publicId: v.string(),
  key: v.string(),
  languages: languagesSchema,
});
export type Translation = v.Infer<typeof translationSchema>;

/** docs/RULES.md#translations: TranslationList GET with fields `*,languages(*)`. */
export const TRANSLATION_FIELDS = ['*', 'languages(*)'];

/** The platform's key: capitals, digits and `_ ? . !` (docs/API.md), 1 to 255 characters. */
export const KEY_PATTERN = /^[A-Z0-9_?.!]+$/;
export const KEY_MAX_LENGTH = 255;

/** English is mandatory (docs/RULES.md#translations) and the first language column. */
export const ENGLISH = 'en';

/** A language column's code: two or three lower-case letters, optionally a region (`de`, `nds`, `pt-BR`). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** English first, then the others by code. */
export function orderLanguages(codes: Iterable<string>): string[] {
  const unique = [...new Set(codes)];
  return unique.sort((a, b) => (a === ENGLISH ? -1 : b === ENGLISH ? 1 : a.localeCompare(b)));
}

/** Why a code cannot become a new column, or null when it can. */
export function languageCodeProblem(code: string, existing: readonly string[]): 'pattern' | 'exists' | null {
  if (!LANGUAGE_CODE_PATTERN.test(code)) return 'pattern';
  return existing.includes(code) ? 'exists' : null;
}

/** A text as stored: whitespace alone is no text. */
export const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** `languages` with `code` set to `text`, or without it when the text is empty. */
export function withText(languages: Languages, code: string, text: string): Languages {
  if (hasText(text)) return { ...languages, [code]: text };
  if (!(code in languages)) return languages;
  const { [code]: _dropped, ...rest } = languages;
  return rest;
}

export function sameLanguages(a: Languages, b: Languages): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
