import { pickPolicyLanguage } from './policy-language';

const en = { languageCode: 'en', body: 'English' };
const de = { languageCode: 'de', body: 'Deutsch' };
const nlBe = { languageCode: 'nl-BE', body: 'Vlaams' };
const fr = { languageCode: 'FR', body: 'Français' };

test.each([
  ['the interface language', [en, de], 'de', de],
  ['the interface language, whatever the case', [en, fr], 'fr', fr],
  ['a regional interface language takes the language', [en, de], 'de-CH', de],
  ['a language takes a regional text', [en, nlBe], 'nl', nlBe],
  ['English when the interface language is missing', [de, en], 'fr', en],
  ['the first when neither is there', [de, nlBe], 'fr', de],
  ['nothing when there is no text', [], 'en', undefined],
] as const)('%s', (_name, languages, ui, expected) => {
  expect(pickPolicyLanguage(languages, ui)).toBe(expected);
});
