import { useEffect } from 'react';
import { useLocation, type createBrowserRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;

declare global {
  interface Window {
    /** The app's router in a mock-mode build (config.json `mock: true`), for the browser tests' in-app navigation. */
    __appRouter?: Pick<AppRouter, 'navigate' | 'state'>;
    /** The key of the location React has rendered last: the router's state can be ahead of the screen. */
    __appRenderedLocationKey?: string;
  }
}

/** Hands the router to the browser tests in a mock-mode build; a build against a real API exposes nothing. */
export function exposeRouterForTests(router: AppRouter, mock: boolean): void {
  if (mock) window.__appRouter = router;
}

/**
 * Records which location is on screen (mock mode only), so a test navigates again only once React has rendered the last
 * navigation: a redirect (`<Navigate>`) that React skipped because the next navigation came first would never run.
 */
export function RenderedLocation() {
  const { key } = useLocation();
  useEffect(() => {
    if (window.__appRouter) window.__appRenderedLocationKey = key;
  }, [key]);
  return null;
}
