/**
 * How many of the app's API calls are on their way (sent, not yet answered). Counted where the app sends them
 * (`window.fetch`), so a call still crossing the mock's service worker counts too. Playwright waits for none in flight,
 * over a few frames, before it reads a page that must have all its data (e2e/support/api-quiet.ts).
 */
let inFlight = 0;

export const apiRequestsInFlight = (): number => inFlight;

/** Counts the fetches under `apiBase` from now on. Once per page: a second call would count each call twice. */
export function countApiRequests(apiBase: string): void {
  const send = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!new URL(url, window.location.href).href.startsWith(apiBase)) return send(input, init);
    inFlight += 1;
    try {
      return await send(input, init);
    } finally {
      inFlight -= 1;
    }
  };
}
