import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { IMPORT_ALIASES } from './build/aliases.ts';
import { CODE_SPLITTING } from './build/chunks.ts';
import { previewServesLikeProduction } from './build/preview-server.ts';

/** The build, the dev server and `vite preview`. Vitest's set-up is vitest.config.ts; chunking and headers are in build/. */

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
        codeSplitting: CODE_SPLITTING,
      },
    },
  },
});
