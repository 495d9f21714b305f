import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { IMPORT_ALIASES } from './aliases.ts';
import type * as SecurityHeaders from './security-headers.ts';

/**
 * `vite preview` serves the build as deploy/ does: with the security headers built from the build's config.json
 * (build/security-headers.ts, the source deploy/device-portal-headers.conf is written from too), so a Content Security
 * Policy violation fails the browser tests; and with the hashed scripts and styles cached for a year, as
 * deploy/device-portal-site.conf does: a reload in the browser tests uses them again instead of fetching and compiling
 * every script anew (a twentieth of those journeys' time). Everything else is `no-store`.
 */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const previewServesLikeProduction: Plugin = {
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
    const { module: source } = await runnerImport<typeof SecurityHeaders>(
      fileURLToPath(new URL('./security-headers.ts', import.meta.url)),
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
