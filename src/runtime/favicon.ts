/**
 * The favicon service: several sources (branding, VPN connected state, ...) may ask for a favicon; the one with the
 * highest priority wins (default 1, later requests win ties). Links get a cache-busting timestamp unless a data URL.
 */
export interface FaviconRequest {
  id: string;
  href: string;
  priority?: number;
}

export const DEFAULT_FAVICON_PRIORITY = 1;

export function chooseFavicon(requests: readonly FaviconRequest[]): FaviconRequest | undefined {
  let best: FaviconRequest | undefined;
  for (const request of requests) {
    if (!best || (request.priority ?? DEFAULT_FAVICON_PRIORITY) >= (best.priority ?? DEFAULT_FAVICON_PRIORITY))
      best = request;
  }
  return best;
}

export function faviconHref(href: string, timestamp: number): string {
  if (href.startsWith('data:')) return href;
  return `${href}${href.includes('?') ? '&' : '?'}t=${timestamp}`;
}

export interface FaviconService {
  set(request: FaviconRequest): void;
  clear(id: string): void;
  current(): FaviconRequest | undefined;
}

export function createFaviconService(
  document: Document,
  now: () => number = Date.now,
  fallbackHref = '/favicon.svg',
): FaviconService {
  let requests: FaviconRequest[] = [];
  const apply = () => {
    const chosen = chooseFavicon(requests);
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = chosen ? faviconHref(chosen.href, now()) : fallbackHref;
  };
  return {
    set(request) {
      requests = [...requests.filter((item) => item.id !== request.id), request];
      apply();
    },
    clear(id) {
      requests = requests.filter((item) => item.id !== id);
      apply();
    },
    current: () => chooseFavicon(requests),
  };
}

let shared: FaviconService | undefined;

/** The page's one favicon service. */
export function faviconService(): FaviconService {
  shared ??= createFaviconService(window.document);
  return shared;
}
