const PENDING_KEY = 'portal.jump-start-pending';

let captured: string | undefined;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs first at start-up: takes the jump-start token out of the address (history.replaceState) before anything else
 * loads, so it is never in a Referer, in history or in a later request. It is also kept in this tab's sessionStorage
 * until used, because a reload before the exchange (a service worker taking control does that) would otherwise lose it.
 */
export function captureJumpStartToken(location: Location = window.location, history: History = window.history): void {
  if (location.pathname.replace(/\/+$/, '').toLowerCase() !== '/jump-start') return;
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  captured = token;
  tabStorage()?.setItem(PENDING_KEY, token);
}

export function peekCapturedJumpStartToken(): string | undefined {
  return captured ?? tabStorage()?.getItem(PENDING_KEY) ?? undefined;
}

/** Once used, the token is forgotten so it cannot be replayed. */
export function forgetCapturedJumpStartToken(): void {
  captured = undefined;
  tabStorage()?.removeItem(PENDING_KEY);
}

/** The captured token, handed out once. */
export function takeCapturedJumpStartToken(): string | undefined {
  const token = peekCapturedJumpStartToken();
  forgetCapturedJumpStartToken();
  return token;
}
