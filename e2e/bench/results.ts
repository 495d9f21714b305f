import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest, ScriptLoad } from '../support/start-up-weight';
import { fileOf } from '../support/start-up-weight';

/** Where the bench tests leave their figures for e2e/tools/bench.mjs to print (BENCH_RESULTS, default bench-results). */
export const RESULTS_DIR = process.env.BENCH_RESULTS ?? 'bench-results';
/** The bench build, as the server in ./global-setup.ts serves it. */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist-bench';

/** The path of a file in the results folder, which exists once this returns. */
export function resultPath(file: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return join(RESULTS_DIR, file);
}

export function writeResult(name: string, result: unknown): void {
  writeFileSync(resultPath(`${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** A script as the results name it: path, gzip bytes and the module or shared chunk of the manifest. */
export const namedScripts = (scripts: readonly ScriptLoad[], build: BuildManifest) =>
  scripts.map((script) => ({ ...script, source: build.sourceOf(fileOf(script)) ?? null }));
