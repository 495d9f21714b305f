export interface PolicyText {
  languageCode: string;
  body: string;
}

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The language of a policy to show: the first wanted language the policy has (exactly, else `de-CH` also takes `de` and
 * `nl` takes `nl-BE`), else English, else the first; undefined when the policy has no language at all.
 */
export function choosePolicyLanguage<T extends Pick<PolicyText, 'languageCode'>>(
  languages: readonly T[],
  wanted: readonly string[],
): T | undefined {
  for (const code of wanted) {
    const lower = code.toLowerCase();
    const found =
      languages.find((language) => language.languageCode.toLowerCase() === lower) ??
      languages.find((language) => primary(language.languageCode) === primary(lower));
    if (found) return found;
  }
  return languages.find((language) => primary(language.languageCode) === 'en') ?? languages[0];
}

/** The language of the interface first (the terms dialog). */
export function pickPolicyLanguage<T extends PolicyText>(languages: readonly T[], uiLanguage: string): T | undefined {
  return choosePolicyLanguage(languages, [uiLanguage]);
}

/**
 * The languages the policy pages look for: the signed-in person's own (MyUser.language) when they are signed in and
 * have one, else the browser's, in the browser's order (`navigator.languages`). English and the first come after.
 */
export function wantedLanguages(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): string[] {
  return userLanguage ? [userLanguage] : browserLanguages.filter((code) => code.trim() !== '');
}
