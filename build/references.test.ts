import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository cites only itself: every repository path a comment, doc or script names exists, every markdown link
 * and `docs/….md#section` resolves (a section to one of the page's headings), and nothing names a file the repository
 * does not hold (the product's rules are in docs/RULES.md, the platform's fields in docs/API.md).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['src', 'mocks', 'e2e', 'build', 'docs', 'deploy', 'public', 'README.md', '.eslintrc.cjs'];
const SCANNED_FILES_AT_ROOT = [
  'vite.config.ts',
  'vitest.setup.ts',
  'playwright.config.ts',
  'knip.jsonc',
  'package.json',
];
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|md|json|jsonc|conf|html|css|yml|yaml)$/;
/** Written by tools or kept as the platform publishes it: no prose of ours. */
const SKIPPED = new Set(['mocks/platform/digest.json', 'mocks/platform/resources.json', 'public/mockServiceWorker.js']);

function walk(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(path) && !SKIPPED.has(path) ? [path] : [];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => walk(`${path}/${name}`));
}

const files = [...SCANNED, ...SCANNED_FILES_AT_ROOT].flatMap(walk);
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

/** Names of what lies outside the repository, spelt in pieces so that this file does not hold them. */
const OUTSIDE: [string, RegExp][] = [
  ['a section of the outside spec', new RegExp(`[Ss]pec ${'§'}|${'§'} ?\\d`)],
  ['the outside resources page', new RegExp(['API', 'RESOURCES'].join('-'))],
  ['the outside wire contract', new RegExp(['API', 'CONTRACT'].join('-'))],
  ['the outside quality bar', new RegExp(`\\b${'QUALITY'}\\.md`)],
  ['the outside stack notes', new RegExp(`\\b${'STACK'}\\.md`)],
  ['the outside style guide', new RegExp(`\\b${'STYLE'}\\.md`)],
  ['the outside spec', new RegExp(['portal', 'spec'].join('-'))],
  ['the outside spec, by name', new RegExp(`\\b[Tt]he ${'spec'}\\b|\\b${'spec'}['’]s\\b`)],
  ['the folder beside the repository', new RegExp(['\\.\\.', 'shared'].join('/'))],
];

/** A path from the repository's root (`src/…`, `mocks/…`, a docs page with its section), not part of a longer path or an alias. */
const REPO_PATH = /(?<![\w@.\-/])((?:src|mocks|e2e|build|docs|deploy|public)\/[\w@.\-/]*\w)(#[\w-]+)?/g;
/** A page of docs/ named without its folder: only the pages of docs/ may name their neighbours so. */
const BARE_DOC = /(?<![\w@.\-/])((?:ARCHITECTURE|API|TESTING|SECURITY|RULES|RECIPES)\.md)(#[\w-]+)?/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsCache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let found = anchorsCache.get(file);
  if (!found) {
    const text = texts.get(file) ?? readFileSync(join(root, file), 'utf8');
    found = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading ?? '')));
    anchorsCache.set(file, found);
  }
  return found;
}

/** What is wrong with `target` (a path from the root) and its `#section`, or null. */
function problem(target: string, section: string | undefined): string | null {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`];
  const found = candidates.find((candidate) => existsSync(join(root, candidate)));
  if (!found) return 'no such file';
  if (section && found.endsWith('.md') && !anchors(found).has(section.slice(1))) return `no section ${section}`;
  return null;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('the repository cites only itself', () => {
  it('scans the tree', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(texts.get('docs/RULES.md')).toBeDefined();
  });

  it('names no file outside the repository', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      for (const [what, pattern] of OUTSIDE) {
        const global = new RegExp(pattern.source, 'g');
        for (const match of text.matchAll(global))
          found.push(`${file}:${lineOf(text, match.index)}: ${what} (${match[0]})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('names only repository paths that exist, sections included', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      for (const match of text.matchAll(REPO_PATH)) {
        const [, target = '', section] = match;
        if (/[*<{$]/.test(text.slice(match.index, match.index + match[0].length + 2))) continue; // a pattern
        const wrong = problem(target.replace(/\/$/, ''), section);
        if (wrong) found.push(`${file}:${lineOf(text, match.index)}: ${target}${section ?? ''}: ${wrong}`);
      }
      for (const match of text.matchAll(BARE_DOC)) {
        const [, name = '', section] = match;
        if (text.slice(Math.max(0, match.index - 2), match.index) === '](') continue; // a link: checked below
        const target = file.startsWith('docs/') ? `docs/${name}` : name;
        const wrong = file.startsWith('docs/') ? problem(target, section) : `write docs/${name}`;
        if (wrong) found.push(`${file}:${lineOf(text, match.index)}: ${name}${section ?? ''}: ${wrong}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has markdown links that resolve against the page’s folder', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      if (!file.endsWith('.md')) continue;
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        const [, link = ''] = match;
        if (/^[a-z]+:/i.test(link)) continue; // https:, mailto:
        const [path = '', section] = link.startsWith('#') ? ['', link] : link.split(/(?=#)/);
        const target = path === '' ? file : relative(root, resolve(root, dirname(file), path));
        const wrong = target.startsWith('..') ? 'outside the repository' : problem(target, section);
        if (wrong) found.push(`${file}:${lineOf(text, match.index)}: ${link}: ${wrong}`);
      }
    }
    expect(found).toEqual([]);
  });
});
