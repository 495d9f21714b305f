/**
 * The interface languages a person may choose (profile, registration). The platform publishes no list of languages for
 * a sector (MySector has none), so this one is chosen here.
 */
export const INTERFACE_LANGUAGES = ['en', 'de', 'fr', 'nl', 'es'] as const;
