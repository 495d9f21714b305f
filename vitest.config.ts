import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The Vitest set-up: the app's Vite config (aliases, plugins) plus the test projects. A test file's project follows
 * from where it is and its name (docs/TESTING.md, "Vitest"); `build/test-projects.test.ts` checks the names match
 * what the files do.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
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
        {
          extends: true,
          test: { name: 'dom-isolated', environment: 'jsdom', include: ['src/**/*.isolated.test.tsx'] },
        },
      ],
    },
  }),
);
