/** A tiny wire client for the mock's own tests: resolves rels by discovery, like the app does. */
export const API_ROOT = 'http://localhost:3000/api';

export interface CallOptions {
  method?: string;
  token?: string;
  company?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

export interface CallResult {
  status: number;
  /** The parsed envelope, or null for an empty or non-JSON body. */
  json: Envelope | null;
  response: Response;
}

export interface Envelope {
  type: string;
  data: unknown;
  moreAfter: string | null;
  status: 'success' | 'error';
}

let links: Map<string, string> | null = null;

export async function discover(force = false): Promise<Map<string, string>> {
  if (links && !force) return links;
  const response = await fetch(`${API_ROOT}/`);
  const body = (await response.json()) as { data: { rel: string; href: string }[] };
  links = new Map(body.data.map((link) => [link.rel, link.href]));
  return links;
}

export async function href(rel: string, params: Record<string, string> = {}): Promise<string> {
  const template = (await discover()).get(rel);
  if (!template) throw new Error(`Unknown rel ${rel}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}

export async function call(rel: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(await href(rel, options.params));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  }
  const headers: Record<string, string> = { 'Api-Version': '2', 'Api-Application': 'tests', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.company) headers['Api-Company'] = options.company;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.clone().text();
  let json: Envelope | null = null;
  try {
    json = text ? (JSON.parse(text) as Envelope) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, response };
}

/** `data` of a successful list call, typed loosely for assertions. */
export const rows = (result: CallResult): Record<string, unknown>[] =>
  (result.json?.data ?? []) as Record<string, unknown>[];
export const item = (result: CallResult): Record<string, unknown> =>
  (result.json?.data ?? {}) as Record<string, unknown>;
