/// <reference types="vitest/config" />
import { defaultClientConditions, defineConfig, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { IMPORT_ALIASES } from './build/aliases.ts';
import { usedModules } from './build/used-modules.ts';

const SIGNED_IN_ROUTES = fileURLToPath(new URL('./src/app/signed-in/routes.tsx', import.meta.url));
/** Per chunking pass (the bundler keeps one module-info object per module within a pass). */
const signedInModules = new WeakMap<object, Set<string>>();
function signedInShell(id: string, context: Rolldown.ChunkingContext): string | null {
  const routes = context.getModuleInfo(SIGNED_IN_ROUTES);
  if (!routes) return null;
  let modules = signedInModules.get(routes);
  if (!modules) {
    modules = usedModules(SIGNED_IN_ROUTES, (moduleId) => context.getModuleInfo(moduleId));
    signedInModules.set(routes, modules);
  }
  return modules.has(id) ? 'signed-in' : null;
}

/**
 * `vite preview` serves the build as deploy/ does: with the security headers built from the build's config.json
 * (build/security-headers.ts, the source deploy/device-portal-headers.conf is written from too), so a Content Security
 * Policy violation fails the browser tests; and with the hashed scripts and styles cached for a year, as
 * deploy/device-portal-site.conf does: a reload in the browser tests uses them again instead of fetching and compiling
 * every script anew (a twentieth of those journeys' time). Everything else is `no-store`.
 */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const previewServesLikeProduction: Plugin = {
  name: 'preview-serves-like-production',
  async configurePreviewServer(server) {
    const { root, build, publicDir } = server.config;
    // The build's own config.json (the one the served app reads), else the one it was built with.
    const configFile = [join(resolve(root, build.outDir), 'config.json'), join(publicDir, 'config.json')].find((path) =>
      existsSync(path),
    );
    if (!configFile)
      throw new Error(`No config.json in ${build.outDir} or ${publicDir}: the preview cannot build its headers.`);
    // Through the module runner: the headers module reads the app's own config rules from src/, which use the aliases.
    const { module: source } = await runnerImport<typeof import('./build/security-headers.ts')>(
      fileURLToPath(new URL('./build/security-headers.ts', import.meta.url)),
      { configFile: false, logLevel: 'warn', resolve: { alias: IMPORT_ALIASES } },
    );
    const headers = source.securityHeaders(
      source.readHeaderConfig(JSON.parse(readFileSync(configFile, 'utf8')) as unknown),
    );
    server.middlewares.use((request, response, next) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      const cacheControl = request.url?.startsWith('/assets/') ? HASHED_ASSET_CACHE : 'no-store';
      // The static file server writes its own Cache-Control (no-cache) after this middleware: ours wins.
      const setHeader = response.setHeader.bind(response);
      response.setHeader = (name, value) =>
        setHeader(name, name.toLowerCase() === 'cache-control' ? cacheControl : value);
      response.setHeader('Cache-Control', cacheControl);
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), previewServesLikeProduction],
  // rxjs's ES2015 build (its `es2015` export) instead of its default ES5 one: classes instead of tslib's helpers, a few
  // KiB less on the first signed-in page (the start-up budget, docs/RULES.md#quality); every browser the portal supports runs it.
  resolve: {
    conditions: ['es2015', ...defaultClientConditions],
    alias: IMPORT_ALIASES,
  },
  server: {
    port: 5173,
    strictPort: true,
    // Browser-test output and builds are not sources: a trace written during a test would otherwise reload the page.
    watch: { ignored: ['**/test-results*/**', '**/playwright-report/**', '**/dist*/**', '**/coverage/**'] },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Every browser of the build's target has <link rel="modulepreload">: the entry needs no polyfill for it.
    modulePreload: { polyfill: false },
    // Chunks are named by their hash alone: every chunk that imports or preloads another spells its name, and longer
    // names cost the first signed-in page some KiB (the start-up budget, docs/RULES.md#quality). The manifest tells which source each one is.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        // What the entry needs at start (Rolldown's `$initial` modules: the sign-in page) in one chunk, each module with
        // what it uses only. Left to itself, Rolldown splits it into many small chunks shared with lazy pages whenever
        // it fails to merge modules the entry has already loaded (rolldown#10731), which costs the sign-in page KiB
        // (the start-up budget, docs/RULES.md#quality); capturing their dependencies too would pull in whole barrels.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
            // What the signed-in routes need beyond that (the shell, the VPN runtime, the controls every page draws) in
            // one chunk too. Split by which lazy pages share each module, it made 38 chunks for the first admin page whose
            // imports and separate compression cost 11 KiB (the start-up budget, docs/RULES.md#quality). Every signed-in page loads after it.
            { name: signedInShell, debugName: 'signed-in', includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Both cores: Vitest's default keeps one back, which made the run one file at a time on two-core machines.
    maxWorkers: 2,
    // A young generation of 64 MiB instead of V8's default: rendering whole pages makes short-lived objects by the
    // million, and fewer scavenges took the component tests a tenth less time (measured on users, devices and roles).
    execArgv: ['--max-semi-space-size=64'],
    projects: [
      // Rules, models, epics, the API layer and the mock backend need no DOM: Node spares them jsdom's set-up per file.
      // A `.ts` test that does use the DOM says so in its first line: `// @vitest-environment jsdom`.
      // They share a module graph per worker (no isolation): they hold no state between files, and it halves their time.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.isolated.test.ts'],
        },
      },
      // One that needs packages of its own (a fresh i18next): `name.isolated.test.ts`.
      // i18next is inlined into their module graph, so `vi.resetModules()` gives each test a fresh, uninitialised
      // instance whatever order the tests run in (an external package would stay the one instance of the process).
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: ['src/**/*.isolated.test.ts'],
          server: { deps: { inline: ['i18next'] } },
        },
      },
      // Components and hooks render into jsdom. They share a module graph per worker too: each test renders with its own
      // store and router, vitest.setup.ts unmounts after each test, and the import of React, MUI and the app is paid once
      // per worker instead of once per file (half the time).
      // They render without MUI's styles (vitest.setup.ts says why), a third faster.
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.isolated.test.tsx', 'src/**/*.styled.test.tsx'],
          env: { TEST_COMPONENT_STYLES: 'off' },
        },
      },
      // A test that reads MUI's computed styles (a colour, a size, a visibility set by a class): `name.styled.test.tsx`.
      {
        extends: true,
        test: { name: 'dom-styled', environment: 'jsdom', isolate: false, include: ['src/**/*.styled.test.tsx'] },
      },
      // A file that replaces modules (vi.mock) needs a module graph of its own: `name.isolated.test.tsx`.
      { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: ['src/**/*.isolated.test.tsx'] } },
    ],
  },
});
