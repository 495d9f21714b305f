import { readFileSync } from 'node:fs';

/**
 * The file the build under test (E2E_DIST, default dist) made of a source module, from Vite's manifest: chunks are
 * named by their hash alone (vite.config.ts), e.g. `src/features/group-types/index.ts` → `assets/KzcjUQ2l.js`.
 */
export function builtFileOf(source: string): string | undefined {
  const dist = process.env.E2E_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  return manifest[source]?.file;
}
