// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';

const runtimeConfigSchema = z.object({
  apiUrl: z.string().check(z.minLength(1)),
  applicationId: z.string().check(z.minLength(1)),
  connectorUrl: z.optional(z.string()),
  mock: z._default(z.boolean(), false),
  production: z._default(z.boolean(), true),
  webRootUrl: z.optional(z.string()),
  cloudDomain: z.optional(z.string()),
  statusPageUrl: z.optional(z.string()),
  helpCenterUrl: z.optional(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema> & {
  /** apiUrl made absolute against the page origin, without a trailing slash. */
  apiBase: string;
  apiOrigin: string;
};

let current: RuntimeConfig | undefined;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseRuntimeConfig(raw: unknown, pageOrigin: string): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(`config.json is invalid: ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  }
  const apiUrl = new URL(result.data.apiUrl, pageOrigin);
  const apiBase = apiUrl.href.replace(/\/+$/, '');
  return { ...result.data, apiBase, apiOrigin: apiUrl.origin };
}

/** Reads /config.json once at start-up so that one build serves any environment. */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchFn(new URL('/config.json', location.origin).href, { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`config.json could not be read (${response.status})`);
  current = parseRuntimeConfig(await response.json(), location.origin);
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('The runtime configuration has not been loaded.');
  return current;
}
