import { resolve } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { IMPORT_ALIASES } from '@build/aliases';
import { isUnderApi } from '../support/minimal-api';
import type * as MockBackend from './mock-backend';

/**
 * The mock backend's handlers answer every call under the API base, in Node, as the worker would in the page (the
 * bench build has `mock: false`: no mock code in the page). Each call loads a fresh database, seeded, then the given
 * scenario (mocks/scenarios/scenarios.ts, e.g. `large`: 10 000 users). Vite loads the handlers (they import JSON
 * without import attributes, which Node's own loader refuses), with the project's import aliases (no config file is read).
 */
export async function answerFromMockBackend(
  context: BrowserContext,
  apiBase: string,
  options: { scenario?: string } = {},
): Promise<void> {
  const { module } = await runnerImport<typeof MockBackend>(resolve('e2e/bench/mock-backend.ts'), {
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: IMPORT_ALIASES },
  });
  if (options.scenario) module.applyScenario(options.scenario);
  const handlers = module.apiHandlers(apiBase);
  await context.route(
    (url) => isUnderApi(url, apiBase),
    async (route) => {
      const request = route.request();
      const headers = Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':'));
      const posted = ['GET', 'HEAD'].includes(request.method()) ? null : request.postDataBuffer();
      const body = posted ? Uint8Array.from(posted) : undefined;
      const response = await getResponse(
        handlers,
        new Request(request.url(), { method: request.method(), headers, body }),
      );
      if (!response)
        return route.fulfill({
          status: 404,
          json: { type: 'Error', data: [{ message: 'Not found' }], moreAfter: null, status: 'error' },
        });
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
}
