import Papa from 'papaparse';
import { csvText, unescapeFormulaCell } from '@/lib/csv';
import { hasText, LANGUAGE_CODE_PATTERN, orderLanguages, type Languages } from './schemas';

/**
 * Import and export files (papaparse for CSV: quoting, line ends, BOM).
 * - CSV `translations.csv`: a header row `key,en,de,…`, one row per key, an empty cell for a missing text; written with a
 *   byte order mark and CRLF line ends so spreadsheet programs read it as UTF-8.
 * - JSON `translations.json`: the platform's items without publicId, `[{"key": …, "languages": {"en": …}}]`, which is
 *   also the TranslationList POST body. Import also takes the map form `{"KEY": {"en": …}}`.
 * On import an empty cell (or a missing language) keeps the text there is: a file adds and changes texts, never erases.
 * A CSV text that would start a spreadsheet formula (`=`, `+`, `-`, `@`…) is exported with a leading `'`, which the
 * import takes off again: an exported file imports as the same texts.
 */
export interface FileRow {
  key: string;
  languages: Languages;
}

export type ImportProblem =
  | { code: 'unreadable'; detail: string }
  | { code: 'empty' }
  | { code: 'noKeyColumn' }
  | { code: 'badLanguage'; detail: string }
  | { code: 'missingKey'; line: number }
  | { code: 'duplicateKey'; detail: string };

export type ImportResult = { ok: true; rows: FileRow[]; languages: string[] } | { ok: false; problem: ImportProblem };

/**
 * The largest import file, 5 MB (decimal, as the interface writes sizes). A company's translations run to a few
 * thousand keys in a handful of languages, some hundreds of KB as CSV or JSON; this leaves ten times that, while a file
 * of this size is still read and parsed on the main thread in well under a second. Anything larger is refused unread.
 */
export const IMPORT_MAX_BYTES = 5_000_000;

export const CSV_FILE = 'translations.csv';
export const JSON_FILE = 'translations.json';
const BOM = '\uFEFF';
const KEY_COLUMN = 'key';

export function toCsv(rows: readonly FileRow[], languages: readonly string[]): string {
  return csvText(
    [KEY_COLUMN, ...languages],
    rows.map((row) => [row.key, ...languages.map((code) => row.languages[code] ?? '')]),
  );
}

export function toJson(rows: readonly FileRow[]): string {
  return `${JSON.stringify(
    rows.map(({ key, languages }) => ({ key, languages })),
    null,
    2,
  )}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only texts, trimmed of nothing: what the file says is what is stored. */
function textsOf(value: unknown): Languages | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  if (!entries.every(([, text]) => typeof text === 'string')) return undefined;
  return Object.fromEntries(entries.filter(([, text]) => hasText(text as string))) as Languages;
}

function finish(rows: FileRow[], codes: Iterable<string>): ImportResult {
  if (rows.length === 0) return { ok: false, problem: { code: 'empty' } };
  const languages = orderLanguages(codes);
  const wrongCode = languages.find((code) => !LANGUAGE_CODE_PATTERN.test(code));
  if (wrongCode !== undefined) return { ok: false, problem: { code: 'badLanguage', detail: wrongCode } };
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.key)) return { ok: false, problem: { code: 'duplicateKey', detail: row.key } };
    seen.add(row.key);
  }
  return { ok: true, rows, languages };
}

function fromCsv(text: string): ImportResult {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim(),
  });
  // A row short of its last cells (spreadsheets drop trailing empty ones) is read as empty cells; a guessed delimiter is fine.
  const fatal = parsed.errors.find((error) => error.type !== 'Delimiter' && error.code !== 'TooFewFields');
  if (fatal)
    return {
      ok: false,
      problem: {
        code: 'unreadable',
        detail: `${fatal.message}${fatal.row === undefined ? '' : ` (row ${fatal.row + 2})`}`,
      },
    };
  const columns = parsed.meta.fields ?? [];
  if (!columns.includes(KEY_COLUMN)) return { ok: false, problem: { code: 'noKeyColumn' } };
  const codes = columns.filter((column) => column !== KEY_COLUMN);
  const rows: FileRow[] = [];
  for (const [index, record] of parsed.data.entries()) {
    const key = (record[KEY_COLUMN] ?? '').trim();
    // Line numbers as a spreadsheet shows them: the header is line 1.
    if (key === '') return { ok: false, problem: { code: 'missingKey', line: index + 2 } };
    const languages: Record<string, string> = {};
    for (const code of codes) {
      const cell = record[code];
      if (hasText(cell)) languages[code] = unescapeFormulaCell(cell);
    }
    rows.push({ key, languages });
  }
  return finish(rows, codes);
}

function fromJson(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problem: { code: 'unreadable', detail: error instanceof Error ? error.message : String(error) },
    };
  }
  let items: [unknown, unknown][];
  if (Array.isArray(value))
    items = value.map((item: unknown) => (isRecord(item) ? [item.key, item.languages] : [undefined, undefined]));
  else if (isRecord(value)) items = Object.entries(value);
  else return { ok: false, problem: { code: 'unreadable', detail: 'not a list of translations' } };
  const rows: FileRow[] = [];
  const codes = new Set<string>();
  for (const [index, [key, texts]] of items.entries()) {
    const languages = textsOf(texts);
    if (typeof key !== 'string' || key.trim() === '')
      return { ok: false, problem: { code: 'missingKey', line: index + 1 } };
    if (!languages)
      return {
        ok: false,
        problem: { code: 'unreadable', detail: `the texts of ${key} are not a map of language to text` },
      };
    Object.keys(languages).forEach((code) => codes.add(code));
    rows.push({ key: key.trim(), languages });
  }
  return finish(rows, codes);
}

const looksLikeJson = (name: string, text: string): boolean =>
  /\.json$/i.test(name) || /^\s*[[{]/.test(text.replace(BOM, ''));

/** Reads an import file by its name (`.json`, else CSV) or, failing that, its first character. */
export function parseImport(name: string, text: string): ImportResult {
  const content = text.startsWith(BOM) ? text.slice(1) : text;
  if (content.trim() === '') return { ok: false, problem: { code: 'empty' } };
  return looksLikeJson(name, content) ? fromJson(content) : fromCsv(content);
}
