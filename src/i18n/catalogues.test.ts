import { INTERFACE_LANGUAGES, FALLBACK_LANGUAGE } from './languages';

/**
 * Every language's catalogue is complete (issue: five languages): the same files and keys as English, the same
 * `{{variables}}` in each text, and each plural key in the forms the language's Intl.PluralRules asks for.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  } else out.set(prefix, String(value));
  return out;
}

const filesOf = (language: string): Map<string, Map<string, string>> =>
  new Map(
    Object.entries(catalogues)
      .filter(([path]) => path.startsWith(`./locales/${language}/`))
      .map(([path, entries]) => [path.slice(`./locales/${language}/`.length), flatten(entries)]),
  );

/** The keys a language must have for English's: a plural stem in each of its own plural forms. */
function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
    else keys.add(key);
  }
  return keys;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

const english = filesOf(FALLBACK_LANGUAGE);

describe.each(INTERFACE_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))(
  'the %s catalogue',
  (language) => {
    const own = filesOf(language);

    it('has every file English has, and no other', () => {
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each([...english.keys()])(
      '%s: the keys of English, each plural in this language’s forms, and no others',
      (file) => {
        const expected = expectedKeys(english.get(file) ?? new Map<string, string>(), language);
        const actual = new Set((own.get(file) ?? new Map<string, string>()).keys());
        expect({
          missing: [...expected].filter((key) => !actual.has(key)),
          extra: [...actual].filter((key) => !expected.has(key)),
        }).toEqual({ missing: [], extra: [] });
      },
    );

    it.each([...english.keys()])('%s: every text has the variables of English’s, and is not empty', (file) => {
      const source: Map<string, string> = english.get(file) ?? new Map<string, string>();
      const differing: string[] = [];
      for (const [key, text] of own.get(file) ?? new Map<string, string>()) {
        const englishKey = PLURAL.test(key)
          ? key.replace(PLURAL, source.has(key) ? (key.match(PLURAL)?.[0] ?? '') : '_other')
          : key;
        const englishText = source.get(englishKey);
        if (englishText === undefined) continue;
        // A plural's one-form may leave the count out ("Ein Gerät"); every other variable stays.
        const expected = variables(englishText).filter((name) => !(key.endsWith('_one') && name === 'count'));
        const actual = variables(text).filter((name) => !(key.endsWith('_one') && name === 'count'));
        if (text.trim() === '' || JSON.stringify(actual) !== JSON.stringify(expected))
          differing.push(`${key}: ${JSON.stringify(text)}`);
      }
      expect(differing).toEqual([]);
    });
  },
);
