import * as v from '@/lib/validate';

/** The public app-store lookup (no credentials): the app's name and its 512 px artwork. */
export const APP_STORE_LOOKUP_URL = 'https://itunes.apple.com/lookup';

/** `https://apps.apple.com/nl/app/portal/id1234567890?mt=8` → `1234567890`; null when the link names no app id. */
export function appleAppId(storeLink: string | null | undefined): string | null {
  if (!storeLink) return null;
  let url: URL;
  try {
    url = new URL(storeLink);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !/(^|\.)apple\.com$/i.test(url.hostname)) return null;
  const match = /\/id(\d{1,15})(?:[/?#]|$)/.exec(url.pathname + '/');
  return match?.[1] ?? null;
}

export function appStoreLookupUrl(appId: string): string {
  const url = new URL(APP_STORE_LOOKUP_URL);
  url.searchParams.set('id', appId);
  return url.href;
}

export interface StoreApp {
  name: string;
  /** An https address of the app's icon, or null. */
  artworkUrl: string | null;
}

const lookupSchema = v.object({
  results: v.array(v.object({ trackName: v.nullish(v.string()), artworkUrl512: v.nullish(v.string()) })),
});

const httpsOnly = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
};

/** Reads `trackName` and `artworkUrl512` of the first result; null for anything else. */
export function parseLookup(body: unknown): StoreApp | null {
  const parsed = lookupSchema.safeParse(body);
  if (!parsed.success) return null;
  const first = parsed.data.results[0];
  const name = first?.trackName?.trim();
  if (!first || !name) return null;
  return { name, artworkUrl: httpsOnly(first.artworkUrl512) };
}
