/** The sign-in page's address that comes back to `returnTo` after sign-in. */
export function loginPathFor(returnTo: string): string {
  return returnTo === '/' || returnTo === '' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
