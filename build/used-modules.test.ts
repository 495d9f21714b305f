import { resolveAmong, shapeOf, usedModules, type ModuleFacts } from './used-modules';

/** A module graph as the bundler describes it: code after transforms and the resolved ids of its static imports. */
function graph(modules: Record<string, ModuleFacts>) {
  return (id: string) => modules[id] ?? null;
}

describe('usedModules', () => {
  const modules = graph({
    '/app/routes.tsx': {
      code: 'import { Shell } from "./features/shell";\nimport { Button } from "@ui/kit";\nimport "./side-effect";\nexport const routes = [Shell, Button];',
      importedIds: ['/app/features/shell/index.ts', '/node_modules/@ui/kit/index.mjs', '/app/side-effect.ts'],
    },
    // A barrel: only the modules behind the names asked of it count.
    '/app/features/shell/index.ts': {
      code: 'export { Shell } from "./shell";\nexport { Dialog } from "./dialog";\nexport const loadPage = () => import("./page");',
      importedIds: ['/app/features/shell/shell.tsx', '/app/features/shell/dialog.tsx'],
    },
    '/app/features/shell/shell.tsx': {
      code: 'import { format } from "../../lib/format";\nexport function Shell() { return format(); }',
      importedIds: ['/app/lib/format.ts'],
    },
    '/app/features/shell/dialog.tsx': {
      code: 'import { Heavy } from "../../lib/heavy";\nexport function Dialog() { return Heavy; }',
      importedIds: ['/app/lib/heavy.ts'],
    },
    '/app/lib/format.ts': { code: 'export const { format, parse: read } = helpers;', importedIds: [] },
    '/app/lib/heavy.ts': { code: 'export const Heavy = 1;', importedIds: [] },
    '/app/side-effect.ts': { code: 'window.started = true;', importedIds: [] },
    // A library barrel with star re-exports, as @mui/material has them.
    '/node_modules/@ui/kit/index.mjs': {
      code: 'export { default as Button } from "./Button/index.mjs";\nexport * from "./Button/index.mjs";\nexport { default as Table } from "./Table/index.mjs";\nexport * from "./Table/index.mjs";',
      importedIds: ['/node_modules/@ui/kit/Button/index.mjs', '/node_modules/@ui/kit/Table/index.mjs'],
    },
    '/node_modules/@ui/kit/Button/index.mjs': {
      code: 'export { default } from "./Button.mjs";\nexport * from "./buttonClasses.mjs";',
      importedIds: ['/node_modules/@ui/kit/Button/Button.mjs', '/node_modules/@ui/kit/Button/buttonClasses.mjs'],
    },
    '/node_modules/@ui/kit/Button/Button.mjs': {
      code: 'import { classes } from "./buttonClasses.mjs";\nexport default function Button() { return classes; }',
      importedIds: ['/node_modules/@ui/kit/Button/buttonClasses.mjs'],
    },
    '/node_modules/@ui/kit/Button/buttonClasses.mjs': { code: 'export const classes = {};', importedIds: [] },
    '/node_modules/@ui/kit/Table/index.mjs': {
      code: 'export { default } from "./Table.mjs";\nexport * from "./tableClasses.mjs";',
      importedIds: ['/node_modules/@ui/kit/Table/Table.mjs', '/node_modules/@ui/kit/Table/tableClasses.mjs'],
    },
    '/node_modules/@ui/kit/Table/Table.mjs': { code: 'export default function Table() {}', importedIds: [] },
    '/node_modules/@ui/kit/Table/tableClasses.mjs': { code: 'export const tableClasses = {};', importedIds: [] },
  });

  it('follows what is used, through barrels only to the modules behind the names asked of them', () => {
    expect([...usedModules('/app/routes.tsx', modules)].sort()).toEqual([
      '/app/features/shell/shell.tsx',
      '/app/lib/format.ts',
      '/app/routes.tsx',
      '/app/side-effect.ts',
      '/node_modules/@ui/kit/Button/Button.mjs',
      '/node_modules/@ui/kit/Button/buttonClasses.mjs',
    ]);
  });

  it('takes every static import of code without exports (CommonJS)', () => {
    const commonJs = graph({
      '/node_modules/react/index.js': {
        code: 'module.exports = require("./cjs/react.production.js");',
        importedIds: ['/node_modules/react/cjs/react.production.js'],
      },
      '/node_modules/react/cjs/react.production.js': { code: 'exports.useState = function () {};', importedIds: [] },
    });
    expect(usedModules('/node_modules/react/index.js', commonJs)).toEqual(
      new Set(['/node_modules/react/index.js', '/node_modules/react/cjs/react.production.js']),
    );
  });
});

describe('shapeOf', () => {
  it('reads imports, re-exports and own exports of transformed code', () => {
    const shape = shapeOf(
      [
        'import Menu, { a, b as c } from "x";',
        'import * as all from "y";',
        'import type { T } from "z";',
        'export { d as e } from "./d";',
        'export * as ns from "./ns";',
        'export * from "./star";',
        'export async function load() {}',
        'const f = 1; export { f as g };',
        'export default Menu;',
      ].join('\n'),
    );
    expect(shape.imports).toEqual([
      { specifier: 'x', names: ['default', 'a', 'b'] },
      { specifier: 'y', names: ['*'] },
    ]);
    expect(shape.reExports).toEqual([
      { specifier: './d', local: 'd', exported: 'e' },
      { specifier: './ns', local: '*', exported: 'ns' },
    ]);
    expect(shape.starExports).toEqual(['./star']);
    expect([...shape.ownExports].sort()).toEqual(['default', 'g', 'load']);
  });
});

describe('resolveAmong', () => {
  it('finds relative files with their extension or index, and packages by their shortest entry', () => {
    const ids = [
      '/app/a/b.ts',
      '/app/c/index.tsx',
      '/n/node_modules/@mui/material/styles/index.mjs',
      '/n/node_modules/@mui/material/index.mjs',
      '/n/node_modules/@mui/icons-material/Menu.mjs',
    ];
    expect(resolveAmong('/app/a/x.ts', './b', ids)).toBe('/app/a/b.ts');
    expect(resolveAmong('/app/a/x.ts', '../c', ids)).toBe('/app/c/index.tsx');
    expect(resolveAmong('/app/a/x.ts', '@mui/material', ids)).toBe('/n/node_modules/@mui/material/index.mjs');
    expect(resolveAmong('/app/a/x.ts', '@mui/material/styles', ids)).toBe(
      '/n/node_modules/@mui/material/styles/index.mjs',
    );
    expect(resolveAmong('/app/a/x.ts', '@mui/icons-material/Menu', ids)).toBe(
      '/n/node_modules/@mui/icons-material/Menu.mjs',
    );
  });

  it('finds a module named through an alias, as the bundler resolved it', () => {
    const aliases = { '@': '/repo/src', '@mocks': '/repo/mocks' };
    const ids = ['/repo/src/lib/format.ts', '/repo/src/features/shell/index.ts', '/repo/mocks/node.ts'];
    expect(resolveAmong('/repo/src/app/a.ts', '@/lib/format', ids, aliases)).toBe('/repo/src/lib/format.ts');
    expect(resolveAmong('/repo/src/app/a.ts', '@/features/shell', ids, aliases)).toBe(
      '/repo/src/features/shell/index.ts',
    );
    expect(resolveAmong('/repo/src/app/a.ts', '@mocks/node', ids, aliases)).toBe('/repo/mocks/node.ts');
    expect(resolveAmong('/repo/src/app/a.ts', '@mui/material', ids, aliases)).toBeUndefined();
  });
});
