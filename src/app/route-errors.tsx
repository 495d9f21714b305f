import { useRouteError, type RouteObject } from 'react-router-dom';
import { withTexts } from '../i18n';
import { ChunkErrorPage, GenericErrorPage } from './shell/error-pages';

/** A route's code could not be loaded: its `lazy` import rejected (a deploy replaced the chunks, the network dropped). */
export class RouteChunkError extends Error {
  constructor(cause: unknown) {
    super(`A page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RouteChunkError';
  }
}

/** What browsers and Vite say when a dynamic import or its preload fails (Chromium, Firefox, Safari, Vite). */
const CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** True for a page's code that failed to load, whether our route wrapper marked it or a component's own import failed. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof RouteChunkError) return true;
  return error instanceof Error && CHUNK_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Every `lazy` of the route tree, wrapped so that a failed import shows the route's error boundary with Reload.
 * A rejected `lazy` would leave the route unloaded, and on the first load of the page React Router then renders nothing
 * at all: so the failure resolves instead, into a loader that throws a RouteChunkError (on every visit, until a reload).
 */
export function withChunkErrors(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      // Drawn once the texts its code added (in the interface's language) are there too.
      wrapped.lazy = () =>
        lazy()
          .then(withTexts)
          .catch((error: unknown) => ({
            loader: () => {
              throw new RouteChunkError(error);
            },
          }));
    }
    if (children) wrapped.children = withChunkErrors(children);
    return wrapped;
  });
}

/** The error boundary of the routes: Reload for a page whose code could not be loaded, the generic page otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <ChunkErrorPage /> : <GenericErrorPage error={error} />;
}
