import type { Page } from '@playwright/test';

/** Demo bearers of the mock backend (mocks/README.md): another person acting meanwhile, in the tab's mock database. */
export const USER_TOKEN = 'demo-user-secret';
export const ADMIN_TOKEN = 'demo-admin-secret';

/** The mock API from inside the page (the tab's mock database), as another person acting meanwhile. */
export async function api(
  page: Page,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Api-Version': '2',
          'Api-Application': 'e2e',
          'Api-Company': 'c-acme',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { data: unknown };
      return { status: response.status, data: json.data };
    },
    { token, method, path, body },
  );
}
