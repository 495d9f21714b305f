import { parseImport, toCsv, toJson, type FileRow } from './files';
import { languageCodeProblem, orderLanguages } from './schemas';

const TRICKY: FileRow[] = [
  { key: 'DIALOGS.QUOTE', languages: { en: 'Say "hello", then go', de: 'Sag „hallo“, dann geh' } },
  { key: 'DIALOGS.LINES', languages: { en: 'First line\nsecond line\r\nthird', nl: 'Één, twee; drie' } },
  { key: 'WIDGETS.ACCENTS', languages: { en: 'Café crème', de: 'Größe ß', nl: 'Coördinatie' } },
  { key: 'WIDGETS.RTL!', languages: { en: 'Pump', he: 'לחץ משאבה', ar: 'ضغط' } },
  { key: 'WIDGETS.EDGES?', languages: { en: ' leading and trailing spaces ', de: '=1+1' } },
];
const LANGUAGES = ['en', 'ar', 'de', 'he', 'nl'];

describe('CSV export and import (papaparse)', () => {
  it('round-trips quotes, commas, semicolons, new lines, accents and right-to-left text', () => {
    const csv = toCsv(TRICKY, LANGUAGES);
    const result = parseImport('translations.csv', csv);
    expect(result).toEqual({ ok: true, rows: TRICKY, languages: LANGUAGES });
  });

  it('writes a byte order mark, a key column first, CRLF line ends and an empty cell for a missing text', () => {
    const csv = toCsv(
      [
        { key: 'A', languages: { en: 'x, y' } },
        { key: 'B', languages: { en: 'z', de: 'w' } },
      ],
      ['en', 'de'],
    );
    expect(csv).toBe('\uFEFFkey,en,de\r\nA,"x, y",\r\nB,z,w');
  });

  it('escapes a text that a spreadsheet would run as a formula, and reads it back as it was', () => {
    const rows = [{ key: 'EVIL.CMD', languages: { en: "=cmd|' /C calc'!A0", de: '@SUM(1)', nl: "'=already quoted" } }];
    const csv = toCsv(rows, ['en', 'de', 'nl']);
    expect(csv).toBe('\uFEFFkey,en,de,nl\r\nEVIL.CMD,"\'=cmd|\' /C calc\'!A0","\'@SUM(1)","\'\'=already quoted"');
    expect(parseImport('translations.csv', csv)).toEqual({ ok: true, rows, languages: ['en', 'de', 'nl'] });
  });

  it('reads a file with or without a byte order mark, LF or CRLF, spaces around the header names, blank lines', () => {
    const expected = {
      ok: true,
      rows: [{ key: 'A.B', languages: { en: 'One', de: 'Eins' } }],
      languages: ['en', 'de'],
    };
    expect(parseImport('x.csv', '\uFEFFkey,en,de\r\nA.B,One,Eins\r\n')).toEqual(expected);
    expect(parseImport('x.csv', ' key , de ,en\n\nA.B,Eins,One\n\n')).toEqual(expected);
  });

  it('a row short of its last cells reads them as empty; a row with cells beyond the header is refused', () => {
    expect(parseImport('x.csv', 'key,en,de,nl\nA,One\nB,Two,Zwei')).toEqual({
      ok: true,
      rows: [
        { key: 'A', languages: { en: 'One' } },
        { key: 'B', languages: { en: 'Two', de: 'Zwei' } },
      ],
      languages: ['en', 'de', 'nl'],
    });
    const extra = parseImport('x.csv', 'key,en\nA,One,Eins');
    expect(!extra.ok && extra.problem).toEqual({
      code: 'unreadable',
      detail: 'Too many fields: expected 2 fields but parsed 3 (row 2)',
    });
  });

  it('an empty cell is no text (the import keeps what there is)', () => {
    expect(parseImport('x.csv', 'key,en,de\nA,One,\nB,,Zwei')).toEqual({
      ok: true,
      rows: [
        { key: 'A', languages: { en: 'One' } },
        { key: 'B', languages: { de: 'Zwei' } },
      ],
      languages: ['en', 'de'],
    });
  });

  it.each([
    ['no key column', 'name,en\nA,One', { code: 'noKeyColumn' }],
    ['a column that is no language code', 'key,en,German\nA,One,Eins', { code: 'badLanguage', detail: 'German' }],
    ['a row without a key', 'key,en\nA,One\n,Two', { code: 'missingKey', line: 3 }],
    ['a key twice', 'key,en\nA,One\nA,Two', { code: 'duplicateKey', detail: 'A' }],
    ['only a header', 'key,en\n', { code: 'empty' }],
    ['nothing', '\uFEFF  \n', { code: 'empty' }],
  ])('refuses %s', (_case, text, problem) => {
    expect(parseImport('translations.csv', text)).toEqual({ ok: false, problem });
  });

  it('refuses a broken quote with its row', () => {
    const result = parseImport('x.csv', 'key,en\nA,"open quote\nB,two');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.code).toBe('unreadable');
  });
});

describe('JSON export and import', () => {
  it('writes the platform’s items without publicId, and reads them back', () => {
    const json = toJson(TRICKY);
    expect(JSON.parse(json)).toEqual(TRICKY.map(({ key, languages }) => ({ key, languages })));
    expect(parseImport('translations.json', json)).toEqual({ ok: true, rows: TRICKY, languages: LANGUAGES });
  });

  it('also reads the map form {KEY: {lang: text}}, by name or by content', () => {
    const expected = { ok: true, rows: [{ key: 'A', languages: { en: 'One', nl: 'Een' } }], languages: ['en', 'nl'] };
    expect(parseImport('export.json', '{"A": {"nl": "Een", "en": "One"}}')).toEqual(expected);
    expect(parseImport('export.txt', '\uFEFF {"A": {"nl": "Een", "en": "One"}}')).toEqual(expected);
  });

  it.each([
    ['broken JSON', '[{"key": "A",', 'unreadable'],
    ['a number', '42', 'unreadable'],
    ['texts that are not text', '[{"key": "A", "languages": {"en": 1}}]', 'unreadable'],
    ['an item without key', '[{"languages": {"en": "x"}}]', 'missingKey'],
    ['a bad language', '[{"key": "A", "languages": {"EN": "x"}}]', 'badLanguage'],
    ['a key twice', '[{"key": "A", "languages": {"en": "x"}}, {"key": "A", "languages": {"en": "y"}}]', 'duplicateKey'],
  ])('refuses %s', (_case, text, code) => {
    const result = parseImport('translations.json', text);
    expect(!result.ok && result.problem.code).toBe(code);
  });
});

describe('language columns', () => {
  it('English first, then by code', () => {
    expect(orderLanguages(['nl', 'de', 'en', 'ar', 'de'])).toEqual(['en', 'ar', 'de', 'nl']);
  });

  it('a new column needs a code like de, nds or pt-BR, not one there is', () => {
    for (const code of ['de', 'nds', 'pt-BR']) expect(languageCodeProblem(code, ['en'])).toBeNull();
    for (const code of ['', 'D', 'DE', 'german', 'pt-br', 'pt_BR', 'de-', 'en-GBR'])
      expect(languageCodeProblem(code, ['en'])).toBe('pattern');
    expect(languageCodeProblem('en', ['en'])).toBe('exists');
  });
});
