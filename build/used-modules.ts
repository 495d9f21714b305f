import { dirname, resolve } from 'node:path';
import { parseAst } from 'vite';
import { IMPORT_ALIASES } from './aliases.ts';

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

/** The ESTree nodes read here, as the bundler's own parser (`parseAst`, Rolldown's) gives them. */
interface Named {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  [key: string]: unknown;
}

const nameOf = (node: unknown): string => {
  const named = node as Named | null;
  if (typeof named?.name === 'string') return named.name;
  // A string literal: an import's source, or a name written as a string (`export { x as "y" }`).
  return typeof named?.value === 'string' ? named.value : '';
};
const isTypeOnly = (node: Node): boolean => node.importKind === 'type' || node.exportKind === 'type';

/** The names a declaration pattern binds: `a`, `{ a, b: c }`, `[a, ...b]`. */
function boundNames(pattern: unknown): string[] {
  const node = pattern as Node | null;
  if (!node) return [];
  switch (node.type) {
    case 'Identifier':
      return [nameOf(node)];
    case 'ObjectPattern':
      return (node.properties as Node[]).flatMap((property) =>
        boundNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return (node.elements as (Node | null)[]).flatMap((element) => boundNames(element));
    case 'RestElement':
      return boundNames(node.argument);
    case 'AssignmentPattern':
      return boundNames(node.left);
    default:
      return [];
  }
}

/** The module's imports and exports, read with the bundler's parser from its code after transforms. */
export function shapeOf(code: string): ModuleShape {
  const shape: ModuleShape = { imports: [], reExports: [], starExports: [], ownExports: new Set() };
  let body: Node[];
  try {
    // TypeScript's syntax is a superset: transformed code parses the same, and type-only imports are told apart.
    body = (parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] }).body;
  } catch {
    // Not ECMAScript the parser reads (a stray asset): no shape, so every import the bundler found is followed.
    return shape;
  }
  for (const node of body) {
    if (isTypeOnly(node)) continue;
    const source = nameOf(node.source);
    if (node.type === 'ImportDeclaration') {
      const specifiers = (node.specifiers as Node[]).filter((specifier) => !isTypeOnly(specifier));
      if (specifiers.length === 0 && (node.specifiers as Node[]).length > 0) continue;
      const names = specifiers.map((specifier) =>
        specifier.type === 'ImportNamespaceSpecifier'
          ? EVERYTHING
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : nameOf(specifier.imported),
      );
      shape.imports.push({ specifier: source, names: names.length > 0 ? names : [EVERYTHING] });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported)
        shape.reExports.push({ specifier: source, local: EVERYTHING, exported: nameOf(node.exported) });
      else shape.starExports.push(source);
    } else if (node.type === 'ExportNamedDeclaration') {
      const specifiers = (node.specifiers as Node[]).filter((specifier) => !isTypeOnly(specifier));
      if (node.source) {
        for (const specifier of specifiers)
          shape.reExports.push({
            specifier: source,
            local: nameOf(specifier.local),
            exported: nameOf(specifier.exported),
          });
      } else {
        for (const specifier of specifiers) shape.ownExports.add(nameOf(specifier.exported));
      }
      const declaration = node.declaration as Node | null;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as Node[])
          for (const name of boundNames(declarator.id)) shape.ownExports.add(name);
      } else if (declaration && declaration.id) shape.ownExports.add(nameOf(declaration.id));
    } else if (node.type === 'ExportDefaultDeclaration') {
      shape.ownExports.add('default');
    }
  }
  return shape;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'];

/** The imported module a specifier of `importer` names, among the ids the bundler resolved for it. */
export function resolveAmong(
  importer: string,
  specifier: string,
  importedIds: readonly string[],
  aliases: Readonly<Record<string, string>> = IMPORT_ALIASES,
): string | undefined {
  const withoutQuery = (id: string) => id.replace(/\?.*$/, '');
  // An alias (`@/features/x`) names a folder of the tree, as a relative path does.
  const alias = Object.keys(aliases).find((key) => specifier.startsWith(`${key}/`));
  if (alias !== undefined) {
    const base = resolve(aliases[alias] ?? '', specifier.slice(alias.length + 1));
    return importedIds.find((id) => EXTENSIONS.some((extension) => withoutQuery(id) === base + extension));
  }
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
