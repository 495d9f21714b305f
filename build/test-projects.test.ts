import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A test file's Vitest project follows from its name (vitest.config.ts): `.test.ts` runs in Node, `.test.tsx` in jsdom
 * without MUI's styles, `.styled.test.tsx` with them, `.isolated.test.ts(x)` with a module graph of its own. A file
 * whose name does not say what it needs would pass or fail by the order of the files in its worker: these checks make
 * the name and the content agree.
 */
const ROOTS = ['src', 'mocks', 'build'];

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ROOTS.flatMap(testFiles).map((path) => ({ path, code: readFileSync(path, 'utf8') }));

describe('test files are named for the project they need', () => {
  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('a file that replaces modules (vi.mock) is `.isolated`: its mocks would reach the other files of its worker', () => {
    const mocking = files.filter(({ code }) => /^\s*(?:await\s+)?vi\.(?:mock|doMock)\(/m.test(code));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter(({ path }) => !path.includes('.isolated.')).map(({ path }) => path)).toEqual([]);
  });

  it('a `.ts` test that renders says `// @vitest-environment jsdom` in its first line', () => {
    const rendering = files.filter(
      ({ path, code }) => path.endsWith('.ts') && /from '@testing-library\/(?:react|user-event)'/.test(code),
    );
    expect(
      rendering.filter(({ code }) => !code.startsWith('// @vitest-environment jsdom')).map(({ path }) => path),
    ).toEqual([]);
  });

  it("a component test that reads computed styles is `.styled`: the others render without MUI's styles", () => {
    const reading = files.filter(({ path, code }) => path.endsWith('.tsx') && /getComputedStyle\(/.test(code));
    expect(reading.filter(({ path }) => !path.includes('.styled.')).map(({ path }) => path)).toEqual([]);
  });
});
