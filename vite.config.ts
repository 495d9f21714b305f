/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The headers a production server sends (README has the nginx form); `vite preview`, and so the e2e suite, serves
 * the build with them, so a Content Security Policy violation fails the browser tests.
 */
const connectorOrigins = ['https://localhost:9250', 'wss://localhost:9250', 'https://localhost:5789', 'wss://localhost:5789'];
/** The public app-store lookup behind the mobile app banner (no credentials are sent there). */
const appStoreLookupOrigin = 'https://itunes.apple.com';
export const securityHeaders = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // blob: for previews of images read from the API (the router screensaver) or chosen before upload.
    "img-src 'self' data: blob: https:",
    `connect-src 'self' ${connectorOrigins.join(' ')} ${appStoreLookupOrigin}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    // Browser-test output and builds are not sources: a trace written during a test would otherwise reload the page.
    watch: { ignored: ['**/test-results*/**', '**/playwright-report/**', '**/dist*/**', '**/coverage/**'] },
  },
  preview: { port: 4173, strictPort: true, headers: securityHeaders },
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
  test: {
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    projects: [
      // Rules, models, epics, the API layer and the mock backend need no DOM: Node spares them jsdom's set-up per file.
      // A `.ts` test that does use the DOM says so in its first line: `// @vitest-environment jsdom`.
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'mocks/**/*.test.ts'] } },
      // Components and hooks render into jsdom.
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
    ],
  },
});
