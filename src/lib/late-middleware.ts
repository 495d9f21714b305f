import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';

type Handler = (action: unknown) => unknown;
/** A middleware once it has the store: from the next handler to its own. */
type Applied = (next: Handler) => Handler;

/**
 * A place in the middleware chain for middleware added after the store exists (the epics, once someone signs in).
 * Actions pass straight through until then. Lighter than RTK's dynamic middleware, which the sign-in page need not load.
 */
export function createLateMiddleware() {
  let storeApi: MiddlewareAPI | undefined;
  let applied: Applied[] = [];
  // The chain is built once per next handler (there is one per store) and again after each addition.
  let built: { next: Handler; handler: Handler } | undefined;

  const middleware: Middleware = (api) => {
    storeApi = api;
    return (next) => (action) => {
      if (applied.length === 0) return next(action);
      if (built?.next !== next) {
        built = { next, handler: applied.reduceRight<Handler>((inner, entry) => entry(inner), next) };
      }
      return built.handler(action);
    };
  };

  /** Adds middleware after the ones added before; the store must exist. */
  function add(extra: Middleware): void {
    if (!storeApi) throw new Error('The late middleware is not part of a store yet');
    applied = [...applied, extra(storeApi)];
    built = undefined;
  }

  return { middleware, add };
}
