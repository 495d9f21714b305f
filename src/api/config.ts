import { z } from 'zod';

const runtimeConfigSchema = z.object({
  apiUrl: z.string().min(1),
  applicationId: z.string().min(1),
  connectorUrl: z.string().optional(),
  mock: z.boolean().default(false),
  production: z.boolean().default(true),
  webRootUrl: z.string().optional(),
  cloudDomain: z.string().optional(),
  statusPageUrl: z.string().optional(),
  helpCenterUrl: z.string().optional(),
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
