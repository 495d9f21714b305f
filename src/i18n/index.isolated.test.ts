// @vitest-environment jsdom
import { readFileSync } from 'node:fs';

// The repository's own package.json, read from where the tests run (the repository's root).
const packageJson: unknown = JSON.parse(readFileSync('package.json', 'utf8'));

// Each test starts as a new browser would: no language remembered by an earlier one, whatever the order.
beforeEach(() => localStorage.clear());

describe('addCatalogue', () => {
  const loaders = (byLanguage: Record<string, object>) =>
    Object.fromEntries(
      Object.entries(byLanguage).map(([language, entries]) => [
        `./locales/${language}/users.json`,
        vi.fn(() => Promise.resolve(entries)),
      ]),
    );

  it('merges every part of a branch in the interface’s language, whether added before i18next starts or after', async () => {
    vi.resetModules();
    // A fresh i18next and catalogue module (this file runs in a process of its own: see the node-isolated project).
    const { default: freshI18next } = await import('i18next');
    const { addCatalogue, cataloguesSettled, initI18n } = await import('./index');
    expect(freshI18next.isInitialized).toBeFalsy();
    const page = loaders({
      en: { title: 'Users', page: { invite: 'Invite users' } },
      de: { title: 'Benutzer', page: { invite: 'Benutzer einladen' } },
    });
    addCatalogue('users', page);
    addCatalogue('users', loaders({ en: { detail: { email: 'E-mail' } } }));
    const started = await initI18n('en');
    expect(started.t('users.page.invite')).toBe('Invite users');
    expect(started.t('users.detail.email')).toBe('E-mail');
    addCatalogue('users', loaders({ en: { bulk: { giveRole: 'Give a role' } } }));
    await cataloguesSettled();
    expect(started.t('users.bulk.giveRole')).toBe('Give a role');
    expect(started.t('users.title')).toBe('Users');
    // Another language's texts are never downloaded.
    expect(page['./locales/de/users.json']).not.toHaveBeenCalled();
  });

  it('switches at once: what is shown reads its texts in the new language; English only for a missing key', async () => {
    vi.resetModules();
    const { addCatalogue, cataloguesSettled, initI18n, setInterfaceLanguage } = await import('./index');
    const started = await initI18n('en');
    const page = loaders({ en: { title: 'Users', page: { invite: 'Only in English' } }, de: { title: 'Benutzer' } });
    addCatalogue('users', page);
    await cataloguesSettled();
    await setInterfaceLanguage('de');
    expect(started.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(started.t('users.title')).toBe('Benutzer');
    expect(localStorage.getItem('portal.language')).toBe('de');
    // Already read in English here; a German person would have English read for this one key's area, then a redraw.
    expect(started.t('users.page.invite')).toBe('Only in English');
  });
});

describe('awaitPersonLanguage (right after sign-in)', () => {
  const loaders = (byLanguage: Record<string, object>) =>
    Object.fromEntries(
      Object.entries(byLanguage).map(([language, entries]) => [
        `./locales/${language}/users.json`,
        vi.fn(() => Promise.resolve(entries)),
      ]),
    );

  it('has the areas added meanwhile read their texts in the person’s language only, and redraws in it', async () => {
    vi.resetModules();
    const { addCatalogue, awaitPersonLanguage, cataloguesSettled, initI18n } = await import('./index');
    const started = await initI18n('en');
    let answer: (language: string | undefined) => void = () => undefined;
    awaitPersonLanguage(new Promise((resolve) => (answer = resolve)));
    const shell = loaders({ en: { title: 'Users' }, de: { title: 'Benutzer' } });
    addCatalogue('users', shell);
    const settled = cataloguesSettled();
    expect(shell['./locales/de/users.json']).not.toHaveBeenCalled();
    answer('de');
    await settled;
    expect(started.language).toBe('de');
    expect(started.t('users.title')).toBe('Benutzer');
    expect(shell['./locales/en/users.json']).not.toHaveBeenCalled();
    expect(localStorage.getItem('portal.language')).toBe('de');
  });

  it('keeps the current language when the person has none or it cannot be read', async () => {
    vi.resetModules();
    const { addCatalogue, awaitPersonLanguage, cataloguesSettled, initI18n } = await import('./index');
    const started = await initI18n('en');
    awaitPersonLanguage(Promise.reject(new Error('offline')));
    const shell = loaders({ en: { title: 'Users' }, de: { title: 'Benutzer' } });
    addCatalogue('users', shell);
    await cataloguesSettled();
    expect(started.language).toBe('en');
    expect(started.t('users.title')).toBe('Users');
    expect(shell['./locales/de/users.json']).not.toHaveBeenCalled();
  });
});

describe('a catalogue that cannot be read (offline)', () => {
  it('breaks nothing, and is read again the next time texts are awaited', async () => {
    vi.resetModules();
    const { addCatalogue, cataloguesSettled, initI18n, setInterfaceLanguage } = await import('./index');
    const started = await initI18n('en');
    await setInterfaceLanguage('en');
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ title: 'MQTT brokers' });
    addCatalogue('mqtt', { './locales/en/mqtt.json': load });
    await expect(cataloguesSettled()).resolves.toBeUndefined();
    expect(started.t('mqtt.title')).not.toBe('MQTT brokers');
    await cataloguesSettled();
    expect(load).toHaveBeenCalledTimes(2);
    expect(started.t('mqtt.title')).toBe('MQTT brokers');
  });
});

describe('catalogue modules', () => {
  // Imported only for their effect: a bundler drops such an import unless package.json lists the file as having side
  // effects, and the texts would then be missing in the production build alone.
  const catalogueFiles = Object.keys(import.meta.glob('../**/catalogue*.ts')).filter(
    (path) => !path.includes('.test.'),
  );
  const { sideEffects } = packageJson as { sideEffects: string[] };
  const asRegExp = (glob: string) =>
    new RegExp(
      `^${glob
        .replace(/^\.\//, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '@@')
        .replace(/\*/g, '[^/]*')
        .replace(/@@/g, '(?:.*/)?')}$`,
    );

  it('are each listed as having side effects in package.json', () => {
    expect(catalogueFiles.length).toBeGreaterThan(10);
    for (const file of catalogueFiles) {
      const fromRoot = `src/${file.replace(/^\.\.\//, '')}`;
      expect(
        sideEffects.some((glob) => asRegExp(glob).test(fromRoot)),
        fromRoot,
      ).toBe(true);
    }
  });
});
