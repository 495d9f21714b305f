#!/usr/bin/env node
// Builds the app and prints the gzip size of the JavaScript loaded for the sign-in page and for the first admin page,
// beside the floors measured in STACK.md. Sizes, not timings: they are repeatable on any machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKiB = (keys) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file))).length, 0) / 1024;

const signIn = closure(entryKey);
// The first admin page: the entry plus the lazy chunks of the shell and of the first page an administrator lands on.
const adminLazy = Object.keys(manifest).filter((key) => /src\/(app\/(shell|routes)|features\/(users|groups))\//.test(key) && manifest[key].isDynamicEntry);
const admin = adminLazy.reduce((keys, key) => closure(key, keys), closure(entryKey));

const rows = [
  ['sign-in page', gzipKiB(signIn), 178],
  ['first admin page', gzipKiB(admin), 236],
];
console.log('\nJavaScript loaded (gzip)        size      floor in STACK.md');
for (const [name, size, floor] of rows) {
  console.log(`${name.padEnd(30)} ${size.toFixed(1).padStart(7)} KiB  ${String(floor).padStart(5)} KiB`);
}
const mockChunks = Object.keys(manifest).filter((key) => key.startsWith('mocks/'));
const leaked = [...admin].filter((key) => key.startsWith('mocks/'));
console.log(`\nmock chunks: ${mockChunks.length}, loaded without mock mode: ${leaked.length}`);
