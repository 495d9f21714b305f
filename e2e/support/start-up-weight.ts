import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';

/**
 * Start-up weight as a browser loads it (docs/RULES.md#quality: sign-in page ≤ 200 KiB gzip of JavaScript, first admin page
 * ≤ 260 KiB, nothing of the admin area before sign-in). Shared by the guard in `npm test` (e2e/start-up-weight.spec.ts)
 * and `npm run bench` (e2e/bench/). Sizes, not timings: the gzip of each script's decoded body, so a figure compares
 * with the gzip of the same file in the build and does not depend on how the server compresses.
 */
export const SIGN_IN_GOAL_KIB = 200;

export interface ScriptLoad {
  /** The script's path on the app's origin, e.g. `/assets/index-C_KrNVzi.js`. */
  path: string;
  gzipBytes: number;
}

export const kib = (bytes: number): number => bytes / 1024;
export const totalKiB = (scripts: readonly ScriptLoad[]): number =>
  kib(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));

export interface ScriptRecorder {
  /** Every script answered since recording began (once per path), after their bodies are read. */
  settled(): Promise<ScriptLoad[]>;
  stop(): void;
}

/** Records the gzip size of every script the context's pages load, from the moment it is called. */
export function recordScripts(context: BrowserContext): ScriptRecorder {
  const loads = new Map<string, Promise<ScriptLoad>>();
  const listener = (response: Response): void => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    if (loads.has(url.pathname)) return;
    loads.set(
      url.pathname,
      response.body().then(
        (body) => ({ path: url.pathname, gzipBytes: gzipSync(body).length }),
        (error: unknown) => {
          throw new Error(`the body of ${url.pathname} could not be read: ${String(error)}`);
        },
      ),
    );
  };
  context.on('response', listener);
  return {
    settled: () => Promise.all(loads.values()),
    stop: () => context.off('response', listener),
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The build's manifest (dist/.vite/manifest.json): which file is which module, and the entry's static import closure. */
export interface BuildManifest {
  /** Files (`assets/x.js`) of the entry and everything it imports statically: what the sign-in page may load. */
  entryClosure: ReadonlySet<string>;
  /** The manifest key of a file: its source module (`src/app/shell/admin-route.tsx`) or shared chunk (`_Tooltip-x.js`). */
  sourceOf(file: string): string | undefined;
  /** Gzip KiB of build files, read from the build folder. */
  gzipKiBOf(files: Iterable<string>): number;
  /** Files of the given chunks and everything they import statically. */
  closureOf(files: Iterable<string>): Set<string>;
}

export function readBuildManifest(dist = process.env.E2E_DIST ?? 'dist'): BuildManifest {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closure = (keys: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length === 0) throw new Error(`${dist}/.vite/manifest.json names no entry`);
  return {
    entryClosure: closure(entryKeys),
    sourceOf: (file) => keyOfFile.get(file),
    gzipKiBOf: (files) =>
      kib([...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0)),
    closureOf: (files) => closure([...files].flatMap((file) => keyOfFile.get(file) ?? [])),
  };
}

/** The build file of a loaded script's path (`/assets/x.js` → `assets/x.js`). */
export const fileOf = (script: ScriptLoad): string => script.path.replace(/^\//, '');

/**
 * The classic scripts index.html loads before the entry, part of every start (and of its weight): the colour scheme
 * named on <html> before the first paint.
 */
export const PRE_PAINT_SCRIPTS = new Set(['color-scheme.js']);

/** Scripts that are not part of the entry's static import closure: on the sign-in page, the admin area and the rest. */
export const outsideEntryClosure = (scripts: readonly ScriptLoad[], build: BuildManifest): ScriptLoad[] =>
  scripts.filter((script) => !build.entryClosure.has(fileOf(script)) && !PRE_PAINT_SCRIPTS.has(fileOf(script)));

/** The catalogues among the scripts (`src/i18n/locales/<language>/<area>.json`), as `<language>/<area>`. */
export const cataloguesAmong = (scripts: readonly ScriptLoad[], build: BuildManifest): string[] =>
  scripts.flatMap(
    (script) => /i18n\/locales\/([a-z]{2}\/[\w-]+)\.json$/.exec(build.sourceOf(fileOf(script)) ?? '')?.[1] ?? [],
  );

/** One line per script: gzip KiB, path, and the module or shared chunk the manifest names for it. */
export function describeScripts(scripts: readonly ScriptLoad[], build: BuildManifest): string[] {
  return scripts.map((script) => {
    const source = build.sourceOf(fileOf(script));
    return `${kib(script.gzipBytes).toFixed(1).padStart(7)} KiB  ${script.path}${source ? `  (${source})` : ''}`;
  });
}

/**
 * Opens an address signed out and returns every script loaded by the time the sign-in form is up and the network is
 * quiet (whatever starts loading once the form is up counts too).
 */
export async function signedOutScripts(page: Page, context: BrowserContext, address: string): Promise<ScriptLoad[]> {
  const recorder = recordScripts(context);
  await page.goto(address);
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  // By their kind, not their labels: the page may be in any interface language.
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await recorder.settled();
  recorder.stop();
  return scripts;
}
