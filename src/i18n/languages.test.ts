import { matchLanguage, startLanguage } from './languages';

describe('the interface language', () => {
  it('matches the browser’s preferred languages by their primary subtag, in order', () => {
    expect(matchLanguage(['de-AT', 'en'])).toBe('de');
    expect(matchLanguage(['pt-BR', 'fr-CA', 'en'])).toBe('fr');
    expect(matchLanguage(['NL'])).toBe('nl');
    expect(matchLanguage(['pt', 'it'])).toBeUndefined();
  });

  it('starts in the language last used here, else the browser’s, else English', () => {
    expect(startLanguage('es', ['de-DE'])).toBe('es');
    expect(startLanguage(null, ['de-DE'])).toBe('de');
    expect(startLanguage('klingon', ['ja'])).toBe('en');
  });
});
