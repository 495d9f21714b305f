/**
 * Raw HTTP for endpoints that are not the platform API: the local VPN connector and public JSON documents (the VPN
 * release manifest, the deployed /info.json). These calls never carry the platform's bearer token or company header; the caller gives every
 * header. A network failure rejects; any HTTP answer resolves with its status and parsed body (undefined when none).
 */
export interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export interface RawRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

export async function requestRaw({
  url,
  method = 'GET',
  headers = {},
  body,
  signal,
}: RawRequest): Promise<RawResponse> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, ok: response.ok, body: parsed };
}
