/* ESLint 9 in legacy mode (ESLINT_USE_FLAT_CONFIG=false): see docs/ARCHITECTURE.md, "Who may import whom". */
const fs = require('node:fs');
const path = require('node:path');

const featuresDir = path.join(__dirname, 'src/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory())
  : [];

/** A feature reaches another feature only through its index.ts. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature only through its index.ts.',
}));

/**
 * Layer directions of docs/ARCHITECTURE.md: app → features → (store, runtime, api, ui, lib, i18n); store → api, lib;
 * runtime → lib; ui → lib, i18n; api → lib.
 */
const layerZones = [
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/store', './src/runtime', './src/ui', './src/i18n'],
    message: 'api may import lib only.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/store', './src/runtime', './src/ui', './src/api', './src/i18n'],
    message: 'lib imports nothing of ours.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/store', './src/runtime', './src/api'],
    message: 'ui may import lib and i18n only.',
  },
  {
    target: './src/i18n',
    from: ['./src/app', './src/features', './src/store', './src/runtime', './src/ui', './src/api'],
    message: 'i18n imports nothing of ours.',
  },
  { target: './src/features', from: './src/app', message: 'features never import app.' },
  {
    target: './src/runtime',
    from: ['./src/app', './src/features', './src/store', './src/ui', './src/api', './src/i18n'],
    message: 'runtime may import lib only.',
  },
  {
    target: './src/store',
    from: ['./src/app', './src/features', './src/runtime', './src/ui', './src/i18n'],
    message: 'store may import api and lib only (slices add their state to AppState themselves).',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./api', ...features.map((feature) => `./features/${feature}/model`)],
    message: 'mocks may import types and schemas from src/api and src/features/*/model only.',
  },
];

const productionOnlyZones = [
  { target: './src', from: ['./mocks', './e2e', './src/testing'], message: 'src never imports mocks, e2e or testing.' },
];

const restrictedPaths = (zones) => ['error', { zones }];

/** No import climbs more than one folder: past `../`, the aliases of tsconfig.json name where a module lives. */
const CLIMBS = '^(\\.\\./){2,}';
// The same for esquery's selectors, whose regular expressions end at the first slash: \x2F is one.
const CLIMBS_IN_SELECTOR = '^\\.\\.\\x2F\\.\\.\\x2F';
const CLIMB_MESSAGE = 'Import through an alias (@/, @mocks/, @e2e/, @build/) instead of climbing more than one folder.';
const climbingImports = [
  { selector: `ImportExpression > Literal[value=/${CLIMBS_IN_SELECTOR}/]`, message: CLIMB_MESSAGE },
  {
    selector: `CallExpression[callee.object.name='vi'] > Literal.arguments[value=/${CLIMBS_IN_SELECTOR}/]`,
    message: CLIMB_MESSAGE,
  },
];
const rawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Raw HTML only inside the SafeHtml component.',
};

module.exports = {
  root: true,
  env: { browser: true, es2023: true, node: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { projectService: true, tsconfigRootDir: __dirname },
  plugins: ['@typescript-eslint', 'react-hooks', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended-type-checked',
    'plugin:react-hooks/recommended',
  ],
  settings: {
    // The TypeScript resolver reads tsconfig.json's paths, so the layer rules below see through the aliases.
    'import/resolver': {
      typescript: { project: path.join(__dirname, 'tsconfig.json') },
      node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    },
  },
  ignorePatterns: ['dist', 'node_modules', 'public', '*.cjs', 'coverage', 'test-results', 'playwright-report'],
  rules: {
    'import/no-restricted-paths': restrictedPaths([...layerZones, ...featureZones, ...productionOnlyZones]),
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'no-restricted-syntax': ['error', rawHtml, ...climbingImports],
    'no-restricted-imports': ['error', { patterns: [{ regex: CLIMBS, message: CLIMB_MESSAGE }] }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': 'error',
  },
  overrides: [
    {
      // The one allowed dynamic import of the mock worker, and test-only helpers beside the code.
      files: ['src/main.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
      rules: { 'import/no-restricted-paths': restrictedPaths([...layerZones, ...featureZones]) },
    },
    {
      files: ['src/ui/safe-html.tsx'],
      rules: { 'no-restricted-syntax': ['error', ...climbingImports] },
    },
    {
      files: ['e2e/**', 'mocks/**/*.test.ts'],
      rules: { 'react-hooks/rules-of-hooks': 'off' },
    },
  ],
};
