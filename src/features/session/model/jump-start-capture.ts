let captured: string | undefined;

/**
 * Runs first at start-up: takes the jump-start token out of the address (history.replaceState) before anything else
 * loads, so it is never in a Referer, in history or in a later request.
 */
export function captureJumpStartToken(location: Location = window.location, history: History = window.history): void {
  if (location.pathname !== '/jump-start') return;
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  captured = token;
}

/** The captured token, handed out once. */
export function takeCapturedJumpStartToken(): string | undefined {
  const token = captured;
  captured = undefined;
  return token;
}
