import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeLocalStorage, STORAGE_KEYS } from '../lib/storage';
import { humanizeKey } from './humanize';
import { FALLBACK_LANGUAGE, isInterfaceLanguage, startLanguage, type InterfaceLanguage } from './languages';
import type { CatalogueBranches } from './resources';

export const defaultNS = 'translation';

/** One catalogue file in every language that has it: `import.meta.glob('…/locales/*\/<area>.json', { import: 'default' })`. */
export type CatalogueLoaders = Record<string, () => Promise<unknown>>;

interface CatalogueFile {
  /** The branch its keys go under; '' for the core catalogue (the keys at the top). */
  branch: keyof CatalogueBranches | '';
  byLanguage: Map<string, () => Promise<unknown>>;
  loaded: Set<string>;
}

const files: CatalogueFile[] = [];
/** Bundles read before i18next was initialised, in order: they join the first resources. */
const pending: { language: string; branch: CatalogueFile['branch']; entries: object }[] = [];

const languageOf = (path: string): string | undefined => /\/locales\/([a-z]{2})\//.exec(path)?.[1];

let current: InterfaceLanguage | undefined;

/** The interface's language now: i18next's once started, else the one it will start in. */
export function activeLanguage(): InterfaceLanguage {
  current ??= startLanguage(
    safeLocalStorage().getItem(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
  return current;
}

function addBundle(language: string, branch: CatalogueFile['branch'], entries: object): void {
  const bundle = branch === '' ? entries : { [branch]: entries };
  if (i18next.isInitialized) i18next.addResourceBundle(language, defaultNS, bundle, true, true);
  else pending.push({ language, branch, entries });
}

/** Reads that could not be made (offline, say), by file and language: tried again when texts are next awaited. */
const failed = new Map<CatalogueFile, string>();

/**
 * Reads one file in one language (its own, or English when the language has no such file) unless it is there already.
 * Never rejects: a failed read is remembered and tried again by the next `cataloguesSettled`.
 */
async function loadFile(file: CatalogueFile, language: string): Promise<void> {
  const wanted = file.byLanguage.has(language) ? language : FALLBACK_LANGUAGE;
  if (file.loaded.has(wanted)) return;
  const load = file.byLanguage.get(wanted);
  if (!load) return;
  try {
    const entries = await load();
    failed.delete(file);
    if (file.loaded.has(wanted)) return;
    file.loaded.add(wanted);
    if (entries && typeof entries === 'object') addBundle(wanted, file.branch, entries);
  } catch {
    failed.set(file, wanted);
  }
}

function register(branch: CatalogueFile['branch'], loaders: CatalogueLoaders): CatalogueFile {
  const byLanguage = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const language = languageOf(path);
    if (language) byLanguage.set(language, load);
  }
  const file: CatalogueFile = { branch, byLanguage, loaded: new Set() };
  files.push(file);
  return file;
}

/** While the signed-in person's language is being read: areas added meanwhile wait for it before reading their texts. */
let languageDecided: Promise<void> | undefined;
const inFlight = new Set<Promise<void>>();

function track(loading: Promise<void>): void {
  inFlight.add(loading);
  void loading.finally(() => inFlight.delete(loading));
}

/**
 * Adds one area's texts under their branch, in the interface's language only: called when the area's `catalogue.ts` is
 * evaluated, so the texts download with the code that shows them, and no other language's texts are downloaded. The
 * code waits for them (cataloguesSettled) before it is drawn.
 */
export function addCatalogue(branch: keyof CatalogueBranches, loaders: CatalogueLoaders): void {
  const file = register(branch, loaders);
  track(
    languageDecided ? languageDecided.then(() => loadFile(file, activeLanguage())) : loadFile(file, activeLanguage()),
  );
}

/** The areas shown so far read their texts in `language`, then everything redraws in it (unless another was chosen). */
async function switchShownTexts(language: InterfaceLanguage): Promise<void> {
  await Promise.all(
    files.filter((file) => file === core || file.loaded.size > 0).map((file) => loadFile(file, language)),
  );
  if (current === language && i18next.isInitialized) await i18next.changeLanguage(language);
}

function rememberLanguage(language: InterfaceLanguage): void {
  safeLocalStorage().setItem(STORAGE_KEYS.language, language);
  current = language;
}

/**
 * Right after sign-in, before the signed-in code loads: its areas read their texts in the person's own language (MyUser
 * `language`) once it is known, not first in the sign-in page's language and then again. No language (or a failed
 * read) keeps the current one.
 */
export function awaitPersonLanguage(language: Promise<string | undefined>): void {
  const decided = language.then(
    (chosen) => {
      if (chosen && isInterfaceLanguage(chosen) && chosen !== current) rememberLanguage(chosen);
    },
    () => undefined,
  );
  languageDecided = decided;
  track(decided.then(() => switchShownTexts(activeLanguage())));
  void decided.then(() => {
    if (languageDecided === decided) languageDecided = undefined;
  });
}

/**
 * Resolves once every catalogue being read has been read (also those a read started meanwhile), after trying again
 * the reads that failed before; never rejects.
 */
export async function cataloguesSettled(): Promise<void> {
  for (const [file, language] of [...failed]) {
    failed.delete(file);
    track(loadFile(file, language));
  }
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** A module loaded with `import()`, handed on once the texts it added are there: for route and component loaders. */
export async function withTexts<Module>(module: Module): Promise<Module> {
  await cataloguesSettled();
  return module;
}

/**
 * A key the active language lacks: English is read for the areas that have it (once), and the interface redrawn. Until
 * then the key reads as words made of its last part (humanizeKey), never as a key path.
 */
const fallingBack = new Set<string>();
function fetchEnglishFor(key: string): void {
  const language = i18next.language;
  if (language === FALLBACK_LANGUAGE) return;
  const branch = key.split('.')[0] ?? '';
  if (fallingBack.has(branch)) return;
  fallingBack.add(branch);
  const owners = files.filter((file) => file.branch === branch || file.branch === '');
  void Promise.all(owners.map((file) => loadFile(file, FALLBACK_LANGUAGE))).then(() =>
    i18next.changeLanguage(i18next.language),
  );
}

const coreLoaders: CatalogueLoaders = import.meta.glob('./locales/*/translation.json', { import: 'default' });
const core = register('', coreLoaders);

/** Initialises the one i18next instance in the interface's language with the core texts; safe to call more than once (tests). */
export async function initI18n(language: InterfaceLanguage = activeLanguage()): Promise<i18n> {
  current = language;
  await loadFile(core, language);
  await cataloguesSettled();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      // Only what is shown is downloaded: English is read for a missing key alone (fetchEnglishFor).
      partialBundledLanguages: true,
      defaultNS,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key built from a value the server sent (an enum value the platform added later) that the catalogue lacks: the
      // value itself turned into words ("PURGE" → "Purge"), never a key path.
      parseMissingKeyHandler: (key: string) => {
        fetchEnglishFor(key);
        return humanizeKey(key);
      },
      // A text that arrives after its code was drawn (a catalogue read still in flight) redraws what shows it.
      react: { bindI18nStore: 'added' },
    });
    // Deep-merged, as later bundles are: `shell` adds to the core's own `shell` keys.
    for (const { language: bundleLanguage, branch, entries } of pending.splice(0)) {
      i18next.addResourceBundle(bundleLanguage, defaultNS, branch === '' ? entries : { [branch]: entries }, true, true);
    }
    // WCAG 3.1.1: the page says which language it is in.
    const followLanguage = (changed: string) => {
      if (typeof document !== 'undefined') document.documentElement.lang = changed;
    };
    followLanguage(language);
    i18next.on('languageChanged', followLanguage);
  }
  return i18next;
}

/**
 * Switches the interface to a language at once, without a reload: every area already shown reads its texts in it first,
 * then everything redraws. The choice is remembered for the next start (the sign-in page).
 */
export async function setInterfaceLanguage(language: string): Promise<void> {
  if (!isInterfaceLanguage(language)) return;
  const unchanged = language === current && i18next.language === language;
  rememberLanguage(language);
  if (unchanged) return;
  await cataloguesSettled();
  await switchShownTexts(language);
}

export { i18next };

/**
 * The text of a key computed at run time (`messages.texts.${code}`). The typed `t` compares such a key against every key
 * of the catalogue, which TypeScript gives up on once the catalogue is large; the caller knows the key exists (a fixed
 * set, or `i18n.exists`).
 */
export function translateComputedKey(
  t: (...args: never[]) => unknown,
  key: string,
  options?: Record<string, unknown>,
): string {
  return String((t as unknown as (key: string, options?: Record<string, unknown>) => unknown)(key, options));
}
export { FALLBACK_LANGUAGE, INTERFACE_LANGUAGES, LANGUAGE_NAMES, type InterfaceLanguage } from './languages';
export { humanize } from './humanize';
