import packageJson from '../../package.json';

describe('addCatalogue', () => {
  it('merges every part of a branch, whether added before i18next starts or after', async () => {
    vi.resetModules();
    // A fresh i18next and catalogue module (this file runs in a process of its own: see the node-isolated project).
    const { default: freshI18next } = await import('i18next');
    const { addCatalogue, initI18n } = await import('./index');
    expect(freshI18next.isInitialized).toBeFalsy();
    addCatalogue('users', { title: 'Users', page: { invite: 'Invite users' } });
    addCatalogue('users', { detail: { email: 'E-mail' } });
    const started = await initI18n();
    expect(started.t('users.page.invite')).toBe('Invite users');
    expect(started.t('users.detail.email')).toBe('E-mail');
    addCatalogue('users', { bulk: { giveRole: 'Give a role' } });
    expect(started.t('users.bulk.giveRole')).toBe('Give a role');
    expect(started.t('users.title')).toBe('Users');
  });
});

describe('catalogue modules', () => {
  // Imported only for their effect: a bundler drops such an import unless package.json lists the file as having side
  // effects, and the texts would then be missing in the production build alone.
  const catalogueFiles = Object.keys(import.meta.glob('../**/catalogue*.ts')).filter((path) => !path.includes('.test.'));
  const { sideEffects } = packageJson as { sideEffects: string[] };
  const asRegExp = (glob: string) =>
    new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '@@').replace(/\*/g, '[^/]*').replace(/@@/g, '(?:.*/)?')}$`);

  it('are each listed as having side effects in package.json', () => {
    expect(catalogueFiles.length).toBeGreaterThan(10);
    for (const file of catalogueFiles) {
      const fromRoot = `src/${file.replace(/^\.\.\//, '')}`;
      expect(sideEffects.some((glob) => asRegExp(glob).test(fromRoot)), fromRoot).toBe(true);
    }
  });
});
