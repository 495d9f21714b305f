import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// The Node tests share their workers' modules (no isolation): a file's fake clock must not reach the next file.
afterEach(() => {
  vi.useRealTimers();
});

// Tests in the Node environment (rules, models, the mock backend) need none of the DOM set-up below.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  if (process.env.TEST_COMPONENT_STYLES === 'off') leaveOutComponentStyles();
  leaveOutOwnerStacks(await import('react'));
  const { cleanup, configure } = await import('@testing-library/react');
  // Testing Library unmounts after each test through a hook it registers when first imported: files that share a
  // worker's modules import it once, so every file registers the unmount itself.
  afterEach(() => cleanup());

  // Component tests render whole routes whose lazy chunks are transformed on first use; on a busy 2-core CI machine
  // that can take seconds, so waits get room (they still end as soon as the screen is right).
  configure({ asyncUtilTimeout: 5000 });
  // A failed query prints the page: kept short, so that a CI log's tail holds every failure, not one page's markup.
  process.env.DEBUG_PRINT_LIMIT ??= '3000';

  // jsdom has no layout: the router's scroll restoration calls a no-op instead of logging "Not implemented".
  window.scrollTo = () => undefined;

  // As the journeys do (playwright.config.ts), the component tests run as someone who asks for reduced motion: MUI's
  // dialogs, menus and snackbars come and go at once instead of after their transitions' real-time timeouts, which
  // the workers spent idle. jsdom has no matchMedia; this one matches that query alone (a width query matches nothing,
  // as before). A test may install its own; the next one gets this one back.
  beforeEach(() => {
    window.matchMedia = reducedMotionOnly;
  });

  // Pages the shell fetches ahead of time load on after a test that ran long enough to start them: a file waits for
  // them, or its environment could end while one is still loading (seen with a shuffled order).
  const { backgroundLoadsSettled } = await import('./src/runtime/background-loads');
  afterAll(() => backgroundLoadsSettled());
}

/**
 * MUI's styles (emotion's `<style data-emotion>` tags) are made but not added to the document. jsdom matches every rule
 * of every sheet for each `getComputedStyle`, which Testing Library's role queries and user-event's pointer checks call
 * for an element and its ancestors; and a worker's document lives on from file to file, so the sheets only grew.
 * Without them the component tests take a third less time. Tests that read MUI's computed styles are
 * `name.styled.test.tsx`, in a project that adds them (vitest.config.ts). Once per worker: its document outlives the file.
 */
function leaveOutComponentStyles() {
  const marker = Symbol.for('portal.test.componentStylesLeftOut');
  const prototype = Node.prototype as Node & { [marker]?: true };
  if (prototype[marker]) return;
  prototype[marker] = true;
  const insertBefore: unknown = Reflect.get(prototype, 'insertBefore');
  prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (node instanceof HTMLStyleElement && node.hasAttribute('data-emotion')) return node;
    return Reflect.apply<Node, [T, Node | null], T>(insertBefore as (node: T, child: Node | null) => T, this, [
      node,
      child,
    ]);
  };
}

/** A media query list that matches `(prefers-reduced-motion: reduce)` and nothing else, and never changes. */
function reducedMotionOnly(query: string): MediaQueryList {
  const list: Pick<
    MediaQueryList,
    | 'matches'
    | 'media'
    | 'onchange'
    | 'addEventListener'
    | 'removeEventListener'
    | 'addListener'
    | 'removeListener'
    | 'dispatchEvent'
  > = {
    matches: /\(prefers-reduced-motion:\s*reduce\)/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
  // The Pick lacks nothing a MediaQueryList is read for here; TypeScript sees it as assignable already.
  return list;
}

/**
 * React's development build records where each element was made, to print "owner stacks" in its warnings: an `Error`
 * with a stack and a `console.createTask` per element, a fifth of a whole page's render in jsdom (profile of the identity
 * page). React itself stops recording after 10 000 elements in one render; the component tests stop at once, through
 * the counter it keeps for that. Warnings still print, with the component stack instead of the owner stack.
 */
function leaveOutOwnerStacks(react: object) {
  const internals: unknown = Reflect.get(react, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  if (typeof internals !== 'object' || internals === null) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Infinity,
    set: () => undefined,
  });
}

export {};
