import type { BrowserContext } from '@playwright/test';

/**
 * The least of the platform API (docs/ARCHITECTURE.md#the-wire) a build with the mock off needs to show its sign-in page: discovery
 * with the rels the signed-out pages use, an empty BrandingList (the default look) and no SSO identity providers.
 * Every other path under the API base answers 404 in the error envelope. Paths are the mock backend's (mocks/README.md).
 * Used by the start-up weight guard (through `context.route`) and by the bench's own server (e2e/bench/server.ts).
 */
const SIGN_IN_RELS: readonly (readonly [rel: string, path: string])[] = [
  ['AccessTokenList', '/access-tokens'],
  ['AccessToken', '/access-tokens/{publicId}'],
  ['BrandingList', '/brandings'],
  ['SsoIdentityProviderList', '/sso/identity-providers'],
];
const EMPTY_LISTS = new Map([
  ['/brandings', 'BrandingList'],
  ['/sso/identity-providers', 'SsoIdentityProviderList'],
]);

export interface ApiAnswer {
  status: number;
  body: { type: string; data: unknown; moreAfter: null; status: 'success' | 'error' };
}

const success = (type: string, data: unknown): ApiAnswer => ({
  status: 200,
  body: { type, data, moreAfter: null, status: 'success' },
});

/** The answer to `method url` when `url` is under `apiBase` (absolute, no trailing slash, e.g. `http://127.0.0.1:4631/api`). */
export function minimalApiAnswer(method: string, url: URL, apiBase: string): ApiAnswer {
  const path = url.pathname.slice(new URL(apiBase).pathname.length).replace(/\/+$/, '');
  if (method === 'GET' && path === '') {
    return success(
      'Discovery',
      SIGN_IN_RELS.map(([rel, relPath]) => ({ rel, href: `${apiBase}${relPath}` })),
    );
  }
  const list = EMPTY_LISTS.get(path);
  if (method === 'GET' && list) return success(list, []);
  return { status: 404, body: { type: 'Error', data: [{ message: 'Not found' }], moreAfter: null, status: 'error' } };
}

/** True for the API base itself and every path below it. */
export function isUnderApi(url: URL, apiBase: string): boolean {
  const base = new URL(apiBase);
  return url.origin === base.origin && (url.pathname === base.pathname || url.pathname.startsWith(`${base.pathname}/`));
}

/**
 * Serves the app in `context` as a deployment with the mock off: config.json as built but `mock: false` (so no mock
 * code and no service worker), and the minimal API at its apiUrl.
 */
export async function serveWithoutMock(context: BrowserContext, origin: string): Promise<void> {
  let apiBase = `${origin}/api`;
  await context.route(`${origin}/config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { apiUrl: string };
    apiBase = new URL(config.apiUrl, origin).href.replace(/\/+$/, '');
    await route.fulfill({ response, json: { ...config, mock: false } });
  });
  await context.route(
    (url) => isUnderApi(url, apiBase),
    async (route) => {
      const request = route.request();
      const answer = minimalApiAnswer(request.method(), new URL(request.url()), apiBase);
      await route.fulfill({ status: answer.status, json: answer.body });
    },
  );
}
