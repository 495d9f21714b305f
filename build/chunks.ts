import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { usedModules } from './used-modules.ts';

/**
 * How the build is split into chunks (vite.config.ts's `codeSplitting`): what the entry needs at start (Rolldown's
 * `$initial` modules: the sign-in page) in one chunk, each module with what it uses only, and what the signed-in routes
 * need beyond that in another. Left to itself, Rolldown splits the entry's modules into many small chunks shared with
 * lazy pages whenever it fails to merge modules the entry has already loaded (rolldown#10731), which costs the sign-in
 * page KiB; capturing their dependencies too would pull in whole barrels.
 */
const SIGNED_IN_ROUTES = fileURLToPath(new URL('../src/app/signed-in/routes.tsx', import.meta.url));
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

export const CODE_SPLITTING: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'start', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
    // What the signed-in routes need beyond that (the shell, the VPN runtime, the controls every page draws) in
    // one chunk too. Split by which lazy pages share each module, it made 38 chunks for the first admin page whose
    // imports and separate compression cost 11 KiB (the start-up budget, docs/RULES.md#quality). Every signed-in page loads after it.
    { name: signedInShell, debugName: 'signed-in', includeDependenciesRecursively: false, priority: 1 },
  ],
};
