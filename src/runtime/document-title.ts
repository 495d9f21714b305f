/**
 * The browser tab's title names the page, then the company, then the app (WCAG 2.4.2): "Users · Acme Industrial ·
 * Device Portal". The page is its h1, read as the page draws it, so every route has a title without saying it twice;
 * the company is the one the shell shows (null outside the shell).
 */
export function composeDocumentTitle(
  page: string | null | undefined,
  company: string | null | undefined,
  app: string,
): string {
  const parts = [page, company, app]
    .map((part) => part?.replace(/\s+/g, ' ').trim())
    .filter((part): part is string => Boolean(part));
  return [...new Set(parts)].join(' · ');
}

let company: string | null = null;
let refresh = (): void => undefined;

/** The shell publishes the company it shows; the title follows at once. */
export function setDocumentCompany(next: string | null): void {
  company = next;
  refresh();
}

/** Keeps `document.title` on the page's first h1, the company and the app's title as the page draws. Returns the stop function. */
export function followPageTitle(app: string): () => void {
  const apply = () => {
    document.title = composeDocumentTitle(document.querySelector('h1')?.textContent, company, app);
  };
  // Mutation records come in one batch per task: one read of the h1 each.
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  refresh = apply;
  apply();
  return () => {
    observer.disconnect();
    refresh = () => undefined;
  };
}
