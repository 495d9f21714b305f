import * as v from '../lib/validate';

export const DEFAULT_APPLICATION_ID = 'device-portal';

/** A deployment may leave optional fields out, or set them to null or ""; all of those mean "not set". */
const optionalText = v.transform(v.optional(v.nullable(v.string())), (value) => (value ? value : undefined));
const flag = (fallback: boolean) => v.transform(v.optional(v.nullable(v.boolean())), (value) => value ?? fallback);

const runtimeConfigSchema = v.object({
  apiUrl: v.string({ minLength: 1 }),
  applicationId: v.transform(optionalText, (value) => value ?? DEFAULT_APPLICATION_ID),
  connectorUrl: optionalText,
  mock: flag(false),
  production: flag(true),
  webRootUrl: optionalText,
  cloudDomain: optionalText,
  statusPageUrl: optionalText,
  helpCenterUrl: optionalText,
});

export type RuntimeConfig = v.Infer<typeof runtimeConfigSchema> & {
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
    throw new ConfigError(`config.json is invalid: ${result.issues.map((issue) => issue.path.join('.')).join(', ')}`);
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
