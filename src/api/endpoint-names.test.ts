import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every feature injects its endpoints into the one base API. An endpoint name given twice is not an error at run time:
 * the first injection wins, and the second feature's hook silently runs the other's query. The terms dialog and the
 * policy pages both once named theirs `sectorPolicy`: after the dialog had loaded, /terms-of-use asked for the policy
 * "termsOfUse" and said it could not be loaded.
 */
const SRC = join(import.meta.dirname, '..');
const ENDPOINT = /^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no two endpoints of the base API share a name', () => {
  const where = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(ENDPOINT)) {
      const name = match[1] ?? '';
      where.set(name, [...(where.get(name) ?? []), relative(SRC, file)]);
    }
  }
  expect(where.size).toBeGreaterThan(100);
  expect([...where].filter(([, files]) => files.length > 1)).toEqual([]);
});
