import { choosePolicyLanguage, pickPolicyLanguage, wantedLanguages } from './policy-language';

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

describe('the policy pages: the person’s language, else the browser’s, else English, else the first', () => {
  test.each([
    ['signed in: MyUser.language wins over the browser', 'de', ['fr', 'en'], [en, de, fr], de],
    ['signed in with a language the policy lacks: English, not the browser’s', 'nl', ['fr'], [fr, en], en],
    ['signed out: the browser’s first language the policy has', null, ['it', 'fr-CA', 'de'], [en, de, fr], fr],
    ['signed in without a language: the browser’s', undefined, ['de-AT'], [en, de], de],
    ['no match anywhere: English', null, ['it'], [de, en], en],
    ['no match and no English: the first', null, ['it'], [de, fr], de],
    ['no browser languages at all: English', null, [], [de, en], en],
  ] as const)('%s', (_name, userLanguage, browser, languages, expected) => {
    expect(choosePolicyLanguage(languages, wantedLanguages(userLanguage, browser))).toBe(expected);
  });
});
