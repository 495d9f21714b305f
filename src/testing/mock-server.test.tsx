import { i18next, setInterfaceLanguage } from '../i18n';
import { setupMockBackend } from './mock-server';

setupMockBackend();

// Component files share their worker's modules, i18next among them: a test that switches the interface language (a
// profile saved in Dutch) must not leave the next test, or the next file, in it. In either order both pass.
describe('each component test starts in English', () => {
  it('a test may switch the interface to Dutch', async () => {
    expect(i18next.language).toBe('en');
    await setInterfaceLanguage('nl');
    expect(i18next.language).toBe('nl');
  });

  it('the next test is in English again', () => {
    expect(i18next.language).toBe('en');
  });
});
