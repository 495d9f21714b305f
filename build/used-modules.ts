import { dirname, resolve } from 'node:path';

/** What the bundler tells of one module: its code after transforms and the ids of its static imports. */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
}
export type ModuleFactsOf = (id: string) => ModuleFacts | null;

/** Every export of a module: asked for through a namespace import, `export *` of everything, or a side-effect import. */
const EVERYTHING = '*';

interface ModuleShape {
  /** Static imports of the module's own code: what it runs needs them, whatever of it is used. */
  imports: { specifier: string; names: string[] }[];
  /** `export { local as exported } from '…'` (`local` is `*` for `export * as exported from`). */
  reExports: { specifier: string; local: string; exported: string }[];
  /** `export * from '…'`. */
  starExports: string[];
  /** Names the module declares and exports itself (`default` included). */
  ownExports: Set<string>;
}

const IMPORT_FROM = /(?:^|[\n;])\s*import\s+(?!type\s)([^'";]*?)\s*from\s*["']([^"']+)["']/g;
const IMPORT_BARE = /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g;
const EXPORT_FROM = /(?:^|[\n;])\s*export\s+(?!type\s)(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const EXPORT_DECLARATION = /(?:^|[\n;])\s*export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g;
const EXPORT_DESTRUCTURED = /(?:^|[\n;])\s*export\s+(?:const|let|var)\s*\{([^}]*)\}/g;
const EXPORT_LIST = /(?:^|[\n;])\s*export\s*\{([^}]*)\}\s*(?!\s*from)/g;
const EXPORT_DEFAULT = /(?:^|[\n;])\s*export\s+default\b/;

/** `a, b as c, type T` → pairs of [imported or local name, name it goes by]. */
function namedList(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [name = '', alias] = part.split(/\s+as\s+/);
      return [name.trim(), (alias ?? name).trim()];
    });
}

function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces?.[1] !== undefined) names.push(...namedList(braces[1]).map(([imported]) => imported));
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  if (/\*\s*as\s/.test(outside)) names.push(EVERYTHING);
  else if (/^[\w$]+/.test(outside)) names.push('default');
  return names;
}

export function shapeOf(code: string): ModuleShape {
  const shape: ModuleShape = { imports: [], reExports: [], starExports: [], ownExports: new Set() };
  for (const [, clause = '', specifier = ''] of code.matchAll(IMPORT_FROM))
    shape.imports.push({ specifier, names: importedNames(clause) });
  for (const [, specifier = ''] of code.matchAll(IMPORT_BARE)) shape.imports.push({ specifier, names: [EVERYTHING] });
  for (const [, clause = '', specifier = ''] of code.matchAll(EXPORT_FROM)) {
    if (clause.startsWith('{')) {
      for (const [local, exported] of namedList(clause.slice(1, -1)))
        shape.reExports.push({ specifier, local, exported });
    } else if (clause === '*') shape.starExports.push(specifier);
    else shape.reExports.push({ specifier, local: EVERYTHING, exported: clause.replace(/^\*\s+as\s+/, '') });
  }
  for (const [, name = ''] of code.matchAll(EXPORT_DECLARATION)) shape.ownExports.add(name);
  for (const [, list = ''] of code.matchAll(EXPORT_DESTRUCTURED)) {
    for (const part of list.split(',')) shape.ownExports.add((part.split(':')[1] ?? part).trim());
  }
  for (const [, list = ''] of code.matchAll(EXPORT_LIST))
    for (const [, exported] of namedList(list)) shape.ownExports.add(exported);
  if (EXPORT_DEFAULT.test(code)) shape.ownExports.add('default');
  return shape;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'];

/** The imported module a specifier of `importer` names, among the ids the bundler resolved for it. */
export function resolveAmong(importer: string, specifier: string, importedIds: readonly string[]): string | undefined {
  const withoutQuery = (id: string) => id.replace(/\?.*$/, '');
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const base = resolve(dirname(importer), specifier);
    return importedIds.find((id) => EXTENSIONS.some((extension) => withoutQuery(id) === base + extension));
  }
  // The package's entry below `<specifier>/`, or a file `<specifier>.mjs` ('@mui/icons-material/Menu').
  const below = (id: string) =>
    id.split(`/node_modules/${specifier}/`)[1] ?? (id.includes(`/node_modules/${specifier}.`) ? '' : undefined);
  const depth = (id: string) => below(id)?.split('/').length ?? 0;
  // '@mui/material' and '@mui/material/styles' may both be imported: the one with the shortest path below the specifier.
  return importedIds.filter((id) => below(id) !== undefined).sort((a, b) => depth(a) - depth(b))[0];
}

/**
 * The modules a root module needs when it is loaded: its static imports followed the way the bundler's tree-shaking
 * does for re-exports. A module is counted when something uses one of its own exports, or runs it for its effects; a
 * re-exporting module (a barrel: a feature's `index.ts`, `@mui/material`) leads only to the modules behind the names
 * asked of it. A module's own imports are all followed once it is counted (no finer than that).
 */
export function usedModules(root: string, factsOf: ModuleFactsOf): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const shapes = new Map<string, ModuleShape>();
  const queue: [string, string[]][] = [[root, [EVERYTHING]]];

  while (queue.length > 0) {
    const [id, names] = queue.pop() as [string, string[]];
    const facts = factsOf(id);
    if (!facts) continue;
    const before = asked.get(id) ?? new Set<string>();
    const fresh = names.filter((name) => !before.has(name) && !before.has(EVERYTHING));
    if (fresh.length === 0 && asked.has(id)) continue;
    for (const name of fresh) before.add(name);
    asked.set(id, before);

    const shape = shapes.get(id) ?? shapeOf(facts.code ?? '');
    shapes.set(id, shape);
    const everything = fresh.includes(EVERYTHING);
    const hasExports = shape.ownExports.size > 0 || shape.reExports.length > 0 || shape.starExports.length > 0;
    // Code without exports (CommonJS, a side-effect module) or whose own exports are asked for: it is loaded, all of it.
    if (!used.has(id) && (!hasExports || everything || fresh.some((name) => shape.ownExports.has(name)))) {
      used.add(id);
      for (const { specifier, names: imported } of shape.imports) {
        const target = resolveAmong(id, specifier, facts.importedIds);
        if (target) queue.push([target, imported]);
      }
      // CommonJS and code the transforms rewrote: every static import the bundler found.
      if (!hasExports && shape.imports.length === 0)
        for (const target of facts.importedIds) queue.push([target, [EVERYTHING]]);
    }
    for (const { specifier, local, exported } of shape.reExports) {
      if (!everything && !fresh.includes(exported)) continue;
      const target = resolveAmong(id, specifier, facts.importedIds);
      if (target) queue.push([target, [local]]);
    }
    const passedOn = everything
      ? [EVERYTHING]
      : fresh.filter((name) => !shape.ownExports.has(name) && !shape.reExports.some((item) => item.exported === name));
    if (passedOn.length > 0) {
      for (const specifier of shape.starExports) {
        const target = resolveAmong(id, specifier, facts.importedIds);
        if (target) queue.push([target, passedOn]);
      }
    }
  }
  return used;
}
