export interface PolicyText {
  languageCode: string;
  body: string;
}

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The language of a policy to show: the one of the interface language (`de-CH` also takes `de`), else English, else the
 * first; undefined when the policy has no language at all.
 */
export function pickPolicyLanguage<T extends PolicyText>(languages: readonly T[], uiLanguage: string): T | undefined {
  const wanted = uiLanguage.toLowerCase();
  return (
    languages.find((language) => language.languageCode.toLowerCase() === wanted) ??
    languages.find((language) => primary(language.languageCode) === primary(wanted)) ??
    languages.find((language) => primary(language.languageCode) === 'en') ??
    languages[0]
  );
}
