import { fileURLToPath } from 'node:url';

/**
 * The import aliases, the same as tsconfig.json's `paths`: no import climbs more than one folder (.eslintrc.cjs holds
 * it). Vite and Vitest read them from vite.config.ts; code that Vite's config loader bundles itself (vite.config.ts's
 * own imports) cannot use them, so what it needs from src/ is loaded through the module runner with these aliases.
 */
export const IMPORT_ALIASES = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
  '@e2e': fileURLToPath(new URL('../e2e', import.meta.url)),
  '@build': fileURLToPath(new URL('.', import.meta.url)),
};
