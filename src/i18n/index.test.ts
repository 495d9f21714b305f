describe('addCatalogue', () => {
  it('merges every part of a branch, whether added before i18next starts or after', async () => {
    vi.resetModules();
    // A fresh i18next and catalogue module: the shared instance is already started by the test set-up.
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
