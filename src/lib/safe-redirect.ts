/**
 * A redirect target is followed only when it resolves to the app's own origin; the result is a path + search + hash.
 * Anything else (other hosts, protocol-relative tricks, javascript: URLs, garbage) gives the fallback.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string, fallback = '/'): string {
  if (!target) return fallback;
  let decoded = target.trim();
  // Reject encoded slashes and backslashes that browsers may normalise into a protocol-relative URL.
  if (/^(?:%2f|%5c|\\)/i.test(decoded) || /^\/(?:%2f|%5c|\\|\/)/i.test(decoded)) return fallback;
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (/^[/\\]{2}/.test(decoded) || /^\/\\/.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
