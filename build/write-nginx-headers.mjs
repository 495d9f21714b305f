#!/usr/bin/env node
// `npm run deploy:headers [-- <config.json> [<headers.conf>]]`: writes nginx's security headers (by default
// deploy/device-portal-headers.conf) from a deployment's config.json (by default deploy/config.example.json), with the
// headers `vite preview` sends (build/security-headers.ts). Node runs no TypeScript: Vite's module runner loads it.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const [configPath = 'deploy/config.example.json', outPath = 'deploy/device-portal-headers.conf'] =
  process.argv.slice(2);
const load = (file, alias) =>
  runnerImport(fileURLToPath(new URL(file, import.meta.url)), {
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
  });
// The headers module reads the app's own config rules from src/, which import through the aliases.
const { module: aliases } = await load('./aliases.ts', {});
const { module: headers } = await load('./security-headers.ts', aliases.IMPORT_ALIASES);

try {
  const config = headers.readHeaderConfig(JSON.parse(readFileSync(configPath, 'utf8')));
  const name = relative(process.cwd(), resolve(configPath)).split('\\').join('/');
  writeFileSync(outPath, headers.nginxHeadersFile(config, name));
  console.log(`${outPath}: the security headers of ${name}`);
} catch (error) {
  console.error(`${configPath}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
