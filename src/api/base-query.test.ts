// @vitest-environment jsdom
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  createBaseQuery,
  MAX_RETRIES,
  resetSessionExpiryMemory,
  retryDelayMs,
  type ApiRequest,
  type BaseQueryDependencies,
} from './base-query';
import { parseRuntimeConfig, setRuntimeConfig } from './config';
import { registerCredentialsSelector, type Credentials } from './credentials';
import { resetDiscovery } from './discovery';
import { fieldErrors } from './errors';
import { apiUnavailable, gatewayTimedOut, sessionExpired } from './events';

const API = 'http://localhost:3000/api';
const DISCOVERY_URL = `${API}/`;
const NOW = Date.parse('2026-06-01T12:00:00Z');

const DISCOVERY = {
  type: 'Discovery',
  status: 'success',
  moreAfter: null,
  data: [
    { rel: 'AgentList', href: `${API}/agents` },
    { rel: 'Agent', href: 'agents/{publicId}' },
    { rel: 'AgentAccessRequest', href: 'agents/{agentId}/access-requests/{publicId}' },
    { rel: 'MyUser', href: `${API}/my/user` },
    { rel: 'AccessTokenList', href: 'access-tokens' },
    { rel: 'BrandingList', href: 'brandings' },
    { rel: 'SsoIdentityProviderList', href: 'sso-identity-providers' },
    { rel: 'ForeignList', href: 'https://files.elsewhere.test/api/things' },
  ],
};

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const envelope = (type: string, data: unknown, moreAfter: string | null = null) => ({
  type,
  data,
  moreAfter,
  status: 'success',
});

const errorEnvelope = (status: number, items: unknown[]): Response =>
  json({ type: 'Error', data: items, moreAfter: null, status: 'error' }, status);

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const headersOf = (init: RequestInit | undefined): Record<string, string> =>
  (init?.headers ?? {}) as Record<string, string>;

interface WireRequest {
  url: string;
  init: RequestInit;
}
type Handler = (request: WireRequest) => Response | Promise<Response>;

let credentials: Credentials;

function harness(handler: Handler, dependencies: Omit<BaseQueryDependencies, 'fetchFn'> = {}) {
  const delays: number[] = [];
  const fetchFn = vi.fn<typeof fetch>((input, init) => {
    if (init?.signal?.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    const url = urlOf(input);
    if (url === DISCOVERY_URL) return Promise.resolve(json(DISCOVERY));
    return Promise.resolve().then(() => handler({ url, init: init ?? {} }));
  });
  const baseQuery = createBaseQuery({
    fetchFn,
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
    now: () => NOW,
    isOnline: () => true,
    ...dependencies,
  });
  const dispatch = vi.fn();
  const makeApi = (signal: AbortSignal): BaseQueryApi => ({
    signal,
    abort: vi.fn(),
    dispatch,
    getState: () => ({ session: 'opaque to the api layer' }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  });
  const run = (request: ApiRequest, signal: AbortSignal = new AbortController().signal) =>
    Promise.resolve(baseQuery(request, makeApi(signal), {}));
  const resourceCalls = (): WireRequest[] =>
    fetchFn.mock.calls
      .filter(([input]) => urlOf(input) !== DISCOVERY_URL)
      .map(([input, init]) => ({ url: urlOf(input), init: init ?? {} }));
  const discoveryCalls = () => fetchFn.mock.calls.filter(([input]) => urlOf(input) === DISCOVERY_URL).length;
  const events = () => dispatch.mock.calls.map(([action]) => action as { type: string; payload?: unknown });
  const eventTypes = () => events().map((action) => action.type);
  return { run, fetchFn, delays, dispatch, resourceCalls, discoveryCalls, events, eventTypes };
}

beforeEach(() => {
  setRuntimeConfig(
    parseRuntimeConfig({ apiUrl: '/api', applicationId: 'test-app', mock: false }, 'http://localhost:3000'),
  );
  resetDiscovery();
  resetSessionExpiryMemory();
  credentials = { token: 'secret-1', expiresOn: '2026-07-01T12:00:00Z', companyId: 'c1' };
  registerCredentialsSelector(() => credentials);
});

describe('answers', () => {
  it('unwraps the envelope and reports moreAfter in meta', async () => {
    const { run } = harness(() => json(envelope('AgentList', [{ publicId: 'a1' }, { publicId: 'a2' }], 'cursor-2')));
    const result = await run({ rel: 'AgentList' });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual([{ publicId: 'a1' }, { publicId: 'a2' }]);
    expect(result.meta).toEqual({ moreAfter: 'cursor-2', httpStatus: 200 });
  });

  it('reports moreAfter null on the last page and when the envelope omits it', async () => {
    const { run } = harness(() => json({ type: 'MyUser', data: { publicId: 'u1' }, status: 'success' }));
    const result = await run({ rel: 'MyUser' });
    expect(result.data).toEqual({ publicId: 'u1' });
    expect(result.meta).toEqual({ moreAfter: null, httpStatus: 200 });
  });

  it('sends a GET with the list query, extra search, the headers and no body', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('AgentList', [])));
    await run({
      rel: 'AgentList',
      query: { fields: ['name', 'publicId'], pageSize: 50, pageAfter: 'c1' },
      search: { view: 'compact' },
    });
    const [call] = resourceCalls();
    expect(call).toBeDefined();
    const url = new URL(call?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/agents`);
    expect(url.searchParams.get('fields')).toBe('name,publicId');
    expect(url.searchParams.get('page-size')).toBe('50');
    expect(url.searchParams.get('page-after')).toBe('c1');
    expect(url.searchParams.get('view')).toBe('compact');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.body).toBeUndefined();
    expect(call?.init.referrerPolicy).toBe('no-referrer');
    expect(headersOf(call?.init)).toEqual({
      'Api-Version': '2',
      'Api-Application': 'test-app',
      'Api-Company': 'c1',
      Authorization: 'Bearer secret-1',
    });
  });

  it('sends a body as JSON with Content-Type and reads the 201 answer', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('AgentList', { publicId: 'new-1' }), 201));
    const result = await run({ rel: 'AgentList', method: 'POST', body: { name: 'Ünïcode "quoted"' } });
    expect(result.data).toEqual({ publicId: 'new-1' });
    expect(result.meta?.httpStatus).toBe(201);
    const [call] = resourceCalls();
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe(JSON.stringify({ name: 'Ünïcode "quoted"' }));
    expect(headersOf(call?.init)['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body as it is (multipart), without a JSON Content-Type, with the usual headers', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('AgentList', { publicId: 'file-1' }), 201));
    const form = new FormData();
    form.append('file', new File(['x'], 'logo.png', { type: 'image/png' }));
    const result = await run({ rel: 'AgentList', method: 'POST', body: form });
    expect(result.data).toEqual({ publicId: 'file-1' });
    const [call] = resourceCalls();
    expect(call?.init.body).toBe(form);
    expect(headersOf(call?.init)['Content-Type']).toBeUndefined();
    expect(headersOf(call?.init)['Api-Version']).toBe('2');
  });

  it('answers 204 with data null', async () => {
    const { run, eventTypes } = harness(() => new Response(null, { status: 204 }));
    const result = await run({ rel: 'Agent', method: 'DELETE', params: { publicId: 'a1' } });
    expect(result).toEqual({ data: null, meta: { moreAfter: null, httpStatus: 204 } });
    expect(eventTypes()).toEqual([]);
  });

  it('answers an empty 200 with data null', async () => {
    const { run } = harness(() => new Response('', { status: 200 }));
    expect((await run({ rel: 'AgentList' })).data).toBeNull();
  });

  it('turns an HTML page with status 200 into PARSE_ERROR, without any event', async () => {
    const { run, eventTypes } = harness(
      () =>
        new Response('<!doctype html><html><body>We will be back soon</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const result = await run({ rel: 'AgentList' });
    expect(result.data).toBeUndefined();
    expect(result.error?.status).toBe('PARSE_ERROR');
    expect(result.error?.data[0]?.message).toEqual(expect.any(String));
    expect(eventTypes()).toEqual([]);
  });

  it.each([
    ['truncated JSON', '{"type":"AgentList","status":"success","data":[{"publicId":"x1","na'],
    ['JSON without an envelope', '{"unexpected":true}'],
    ['a bare array', '[{"publicId":"a1"}]'],
    ['a bare string', '"data"'],
  ])('turns %s into PARSE_ERROR', async (_name, body) => {
    const { run } = harness(() => new Response(body, { status: 200 }));
    expect((await run({ rel: 'AgentList' })).error?.status).toBe('PARSE_ERROR');
  });

  it('returns a Blob when asked for one', async () => {
    const { run } = harness(() => new Response('a,b\n1,2', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const result = await run({ rel: 'AgentList', responseType: 'blob' });
    // Response's Blob comes from Node's realm, not jsdom's: check the shape rather than the class.
    const blob = result.data as Blob;
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('a,b\n1,2');
  });
});

describe('links', () => {
  it('fills and encodes path parameters', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('Agent', {})));
    await run({ rel: 'Agent', params: { publicId: 'a b?c#d' } });
    expect(resourceCalls()[0]?.url).toBe(`${API}/agents/a%20b%3Fc%23d`);
  });

  it.each(['..', '../users', '.', 'a/b', '/', '%2F../x', 'a\\b', '..\\admin', 'x..y'])(
    'refuses the path parameter %j with a CLIENT_ERROR before any request (no fetch, no event)',
    async (publicId) => {
      const { run, fetchFn, discoveryCalls, eventTypes } = harness(() => json(envelope('Agent', {})));
      const result = await run({ rel: 'Agent', method: 'DELETE', params: { publicId } });
      expect(result.error?.status).toBe('CLIENT_ERROR');
      expect(result.error?.data[0]?.message).toContain('"publicId"');
      expect(result).not.toHaveProperty('data');
      // Discovery is the only call: it is needed to know the template, and it carries no parameter.
      expect(fetchFn.mock.calls.map(([input]) => urlOf(input))).toEqual([DISCOVERY_URL]);
      expect(discoveryCalls()).toBe(1);
      expect(eventTypes()).toEqual([]);
    },
  );

  it('refuses an unsafe parameter among safe ones, and a number is taken as its text', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('X', {})));
    expect(
      (await run({ rel: 'AgentAccessRequest', params: { agentId: 'a1', publicId: '../../users' } })).error?.data[0]
        ?.message,
    ).toContain('"publicId"');
    expect(
      (await run({ rel: 'AgentAccessRequest', params: { agentId: '..', publicId: 'r1' } })).error?.data[0]?.message,
    ).toContain('"agentId"');
    expect((await run({ rel: 'Agent', params: { publicId: 7 } })).error).toBeUndefined();
    expect(resourceCalls().map((call) => call.url)).toEqual([`${API}/agents/7`]);
  });

  it('gives a CLIENT_ERROR for an unknown rel, without guessing a URL', async () => {
    const { run, resourceCalls, eventTypes } = harness(() => json(envelope('X', [])));
    const result = await run({ rel: 'GroupTypeList' });
    expect(result.error?.status).toBe('CLIENT_ERROR');
    expect(result.error?.data[0]?.message).toContain('GroupTypeList');
    expect(resourceCalls()).toEqual([]);
    expect(eventTypes()).toEqual([]);
  });

  it('gives a CLIENT_ERROR for a missing path parameter', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('X', [])));
    const result = await run({ rel: 'Agent' });
    expect(result.error?.status).toBe('CLIENT_ERROR');
    expect(result.error?.data[0]?.message).toContain('publicId');
    expect(resourceCalls()).toEqual([]);
  });

  it('loads discovery once for parallel calls', async () => {
    const { run, discoveryCalls, resourceCalls } = harness(() => json(envelope('AgentList', [])));
    await Promise.all([
      run({ rel: 'AgentList' }),
      run({ rel: 'MyUser' }),
      run({ rel: 'Agent', params: { publicId: 'a1' } }),
    ]);
    expect(discoveryCalls()).toBe(1);
    expect(resourceCalls()).toHaveLength(3);
  });

  it('reports a failed discovery as FETCH_ERROR and tries discovery again on the next call', async () => {
    let discoveryFails = true;
    const fetchFn = vi.fn<typeof fetch>((input) => {
      const url = urlOf(input);
      if (url === DISCOVERY_URL) return Promise.resolve(discoveryFails ? json({}, 503) : json(DISCOVERY));
      return Promise.resolve(json(envelope('AgentList', [{ publicId: 'a1' }])));
    });
    const dispatch = vi.fn();
    const baseQuery = createBaseQuery({
      fetchFn,
      sleep: () => Promise.resolve(),
      now: () => NOW,
      isOnline: () => true,
    });
    const api: BaseQueryApi = {
      signal: new AbortController().signal,
      abort: vi.fn(),
      dispatch,
      getState: () => ({}),
      extra: undefined,
      endpoint: 'test',
      type: 'query',
    };
    const first = await baseQuery({ rel: 'AgentList' }, api, {});
    expect(first.error?.status).toBe('FETCH_ERROR');
    expect(dispatch).toHaveBeenCalledWith(apiUnavailable({ status: 'FETCH_ERROR' }));
    discoveryFails = false;
    const second = await baseQuery({ rel: 'AgentList' }, api, {});
    expect(second.data).toEqual([{ publicId: 'a1' }]);
    expect(fetchFn.mock.calls.filter(([input]) => urlOf(input) === DISCOVERY_URL)).toHaveLength(2);
  });
});

describe('headers on the wire', () => {
  it('never sends the bearer or the company to a discovered link on another origin', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('ForeignList', [])));
    await run({ rel: 'ForeignList' });
    await run({ rel: 'ForeignList', authorization: { kind: 'bearer', secret: 'temporary' } });
    for (const call of resourceCalls()) {
      expect(call.url.startsWith('https://files.elsewhere.test/')).toBe(true);
      expect(headersOf(call.init)).not.toHaveProperty('Authorization');
      expect(headersOf(call.init)).not.toHaveProperty('Api-Company');
      expect(JSON.stringify(call.init)).not.toContain('secret-1');
      expect(JSON.stringify(call.init)).not.toContain('temporary');
    }
    expect(resourceCalls()).toHaveLength(2);
  });

  it('asks BrandingList with Api-Branding .localhost on localhost and without Authorization', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('BrandingList', [])));
    await run({ rel: 'BrandingList' });
    const headers = headersOf(resourceCalls()[0]?.init);
    expect(headers['Api-Branding']).toBe('.localhost');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers['Api-Version']).toBe('2');
  });

  it('asks SsoIdentityProviderList without Authorization', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('SsoIdentityProviderList', [])));
    await run({ rel: 'SsoIdentityProviderList' });
    expect(headersOf(resourceCalls()[0]?.init)).not.toHaveProperty('Authorization');
  });

  it('sends no Api-Company on person-scoped rels or without a company', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('MyUser', {})));
    await run({ rel: 'MyUser' });
    credentials = { token: 'secret-1' };
    await run({ rel: 'AgentList' });
    const [myUser, agents] = resourceCalls();
    expect(headersOf(myUser?.init)).not.toHaveProperty('Api-Company');
    expect(headersOf(myUser?.init).Authorization).toBe('Bearer secret-1');
    expect(headersOf(agents?.init)).not.toHaveProperty('Api-Company');
  });

  it('sends Basic credentials for sign-in, and an explicit bearer instead of the session token', async () => {
    const { run, resourceCalls } = harness(() => json(envelope('AccessToken', { publicId: 't' }), 201));
    await run({
      rel: 'AccessTokenList',
      method: 'POST',
      authorization: { kind: 'basic', credentials: 'YUBiLmM6OnB3' },
      body: { expiresIn: 60 },
    });
    await run({
      rel: 'AccessTokenList',
      method: 'POST',
      authorization: { kind: 'bearer', secret: 'temporary' },
      body: { expiresIn: 60 },
    });
    await run({ rel: 'AgentList', authorization: { kind: 'none' } });
    const [basic, bearer, none] = resourceCalls();
    expect(headersOf(basic?.init).Authorization).toBe('Basic YUBiLmM6OnB3');
    expect(headersOf(bearer?.init).Authorization).toBe('Bearer temporary');
    expect(headersOf(none?.init)).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization without a session token', async () => {
    credentials = {};
    const { run, resourceCalls } = harness(() => json(envelope('AgentList', [])));
    await run({ rel: 'AgentList' });
    expect(headersOf(resourceCalls()[0]?.init)).not.toHaveProperty('Authorization');
  });
});

describe('401: the session ends once', () => {
  it('dispatches exactly one session/expired for three parallel failing calls with the same token', async () => {
    const { run, events } = harness(() => errorEnvelope(401, [{ message: 'Unauthorized' }]));
    const results = await Promise.all([
      run({ rel: 'AgentList' }),
      run({ rel: 'MyUser' }),
      run({ rel: 'Agent', params: { publicId: 'a1' } }),
    ]);
    expect(results.map((result) => result.error?.status)).toEqual([401, 401, 401]);
    expect(events().filter((action) => sessionExpired.match(action))).toHaveLength(1);
    // A later 401 with the same token does not end the session again.
    await run({ rel: 'AgentList' });
    expect(events().filter((action) => sessionExpired.match(action))).toHaveLength(1);
  });

  it('ends a new session again when its own token gets a 401', async () => {
    const { run, events } = harness(() => errorEnvelope(401, []));
    await run({ rel: 'AgentList' });
    credentials = { ...credentials, token: 'secret-2' };
    await run({ rel: 'AgentList' });
    expect(events().filter((action) => sessionExpired.match(action))).toHaveLength(2);
  });

  it('dispatches nothing on a 401 without a token', async () => {
    credentials = {};
    const { run, eventTypes } = harness(() => errorEnvelope(401, [{ message: 'Unauthorized' }]));
    const result = await run({ rel: 'AgentList' });
    expect(result.error).toEqual({ status: 401, data: [{ message: 'Unauthorized' }] });
    expect(eventTypes()).toEqual([]);
  });

  it('does not end the session on a 401 of a call with its own credentials (wrong password, bad jump-start token)', async () => {
    const { run, eventTypes } = harness(() => errorEnvelope(401, [{ message: 'Invalid credentials' }]));
    const basic = await run({
      rel: 'AccessTokenList',
      method: 'POST',
      authorization: { kind: 'basic', credentials: 'x' },
      body: {},
    });
    const bearer = await run({
      rel: 'AccessTokenList',
      method: 'POST',
      authorization: { kind: 'bearer', secret: 'tmp' },
      body: {},
    });
    expect(basic.error?.data[0]?.message).toBe('Invalid credentials');
    expect(bearer.error?.status).toBe(401);
    expect(eventTypes()).toEqual([]);
  });
});

describe('token expiry (injected now)', () => {
  it('makes no request with an expired token and ends the session', async () => {
    credentials = { token: 'secret-1', expiresOn: '2026-06-01T11:59:59Z', companyId: 'c1' };
    const { run, resourceCalls, fetchFn, events } = harness(() => json(envelope('AgentList', [])));
    const result = await run({ rel: 'AgentList' });
    expect(result.error?.status).toBe(401);
    expect(resourceCalls()).toEqual([]);
    for (const [, init] of fetchFn.mock.calls) expect(JSON.stringify(init ?? {})).not.toContain('secret-1');
    expect(events()).toEqual([sessionExpired()]);
  });

  it('treats a token expiring exactly now as expired', async () => {
    credentials = { token: 'secret-1', expiresOn: new Date(NOW).toISOString() };
    const { run, resourceCalls, eventTypes } = harness(() => json(envelope('AgentList', [])));
    await run({ rel: 'AgentList' });
    expect(resourceCalls()).toEqual([]);
    expect(eventTypes()).toEqual(['session/expired']);
  });

  it('sends a token that expires a moment later', async () => {
    credentials = { token: 'secret-1', expiresOn: new Date(NOW + 1000).toISOString() };
    const { run, resourceCalls, eventTypes } = harness(() => json(envelope('AgentList', [])));
    const result = await run({ rel: 'AgentList' });
    expect(result.data).toEqual([]);
    expect(headersOf(resourceCalls()[0]?.init).Authorization).toBe('Bearer secret-1');
    expect(eventTypes()).toEqual([]);
  });

  it('follows the injected clock rather than the real one', async () => {
    credentials = { token: 'secret-1', expiresOn: '2026-06-01T12:00:00Z' };
    const early = harness(() => json(envelope('AgentList', [])), { now: () => NOW - 60_000 });
    await early.run({ rel: 'AgentList' });
    expect(early.resourceCalls()).toHaveLength(1);
    resetDiscovery();
    const late = harness(() => json(envelope('AgentList', [])), { now: () => NOW + 60_000 });
    await late.run({ rel: 'AgentList' });
    expect(late.resourceCalls()).toHaveLength(0);
  });
});

describe('failure statuses', () => {
  it('504 raises api/gatewayTimedOut and no api/unavailable', async () => {
    const { run, events } = harness(() => errorEnvelope(504, [{ message: 'Gateway Timeout' }]));
    const result = await run({ rel: 'AgentList' });
    expect(result.error).toEqual({ status: 504, data: [{ message: 'Gateway Timeout' }] });
    expect(events()).toEqual([gatewayTimedOut()]);
  });

  it('500 raises api/unavailable once and is not retried', async () => {
    const { run, events, resourceCalls, delays } = harness(
      () => new Response('Internal Server Error', { status: 500 }),
    );
    const result = await run({ rel: 'AgentList' });
    expect(result.error).toEqual({ status: 500, data: [] });
    expect(events()).toEqual([apiUnavailable({ status: 500 })]);
    expect(resourceCalls()).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('a quiet request reports its failures to the caller only, but an expired session still ends', async () => {
    for (const status of [500, 504]) {
      const { run, events } = harness(() => errorEnvelope(status, [{ message: 'Down' }]));
      const result = await run({ rel: 'AgentList', quiet: true });
      expect(result.error).toEqual({ status, data: [{ message: 'Down' }] });
      expect(events()).toEqual([]);
    }
    const expired = harness(() => errorEnvelope(401, [{ message: 'Unauthorized' }]));
    await expired.run({ rel: 'AgentList', quiet: true });
    expect(expired.eventTypes()).toContain(sessionExpired.type);
  });

  it('409 with propertyName is normalised for the form field, without any event', async () => {
    const { run, eventTypes } = harness(() =>
      errorEnvelope(409, [{ message: 'Name already in use', propertyName: 'name' }]),
    );
    const result = await run({ rel: 'AgentList', method: 'POST', body: { name: 'x' } });
    expect(result.error).toEqual({ status: 409, data: [{ message: 'Name already in use', propertyName: 'name' }] });
    expect(fieldErrors(result.error)).toEqual({ name: 'Name already in use' });
    expect(eventTypes()).toEqual([]);
  });

  it('400 with an unreadable body keeps the status with data []', async () => {
    const { run } = harness(() => new Response('<html>Bad Request</html>', { status: 400 }));
    expect((await run({ rel: 'AgentList', method: 'POST', body: {} })).error).toEqual({ status: 400, data: [] });
  });
});

describe('network errors and retries', () => {
  it('exposes 3 retries with growing backoff', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(retryDelayMs(1)).toBeGreaterThan(retryDelayMs(0));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
  });

  it('retries a GET 3 times on a network error while online, then raises api/unavailable once', async () => {
    const { run, resourceCalls, delays, events } = harness(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await run({ rel: 'AgentList' });
    expect(result.error).toEqual({ status: 'FETCH_ERROR', data: [] });
    expect(resourceCalls()).toHaveLength(4);
    expect(delays).toHaveLength(3);
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[1]).toBeGreaterThan(delays[0] ?? Infinity);
    expect(delays[2]).toBeGreaterThan(delays[1] ?? Infinity);
    expect(events()).toEqual([apiUnavailable({ status: 'FETCH_ERROR' })]);
  });

  it('recovers when a retry succeeds, with no event', async () => {
    let calls = 0;
    const { run, delays, eventTypes } = harness(() => {
      calls += 1;
      if (calls <= 2) throw new TypeError('Failed to fetch');
      return json(envelope('AgentList', [{ publicId: 'a1' }]));
    });
    const result = await run({ rel: 'AgentList' });
    expect(result.data).toEqual([{ publicId: 'a1' }]);
    expect(delays).toHaveLength(2);
    expect(eventTypes()).toEqual([]);
  });

  it('raises no api/unavailable on a network error while offline', async () => {
    const { run, eventTypes } = harness(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isOnline: () => false },
    );
    const result = await run({ rel: 'AgentList' });
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(eventTypes()).toEqual([]);
  });

  it.each([502, 503])('retries a GET answered %d at most 3 times, then reports it', async (status) => {
    const { run, resourceCalls, delays, events } = harness(() => new Response('', { status }));
    const result = await run({ rel: 'AgentList' });
    expect(result.error).toEqual({ status, data: [] });
    expect(resourceCalls()).toHaveLength(1 + MAX_RETRIES);
    expect(delays).toEqual([retryDelayMs(0), retryDelayMs(1), retryDelayMs(2)]);
    expect(events()).toEqual([apiUnavailable({ status })]);
  });

  it('succeeds when a GET retry after 502 is answered', async () => {
    let calls = 0;
    const { run, resourceCalls, eventTypes } = harness(() => {
      calls += 1;
      return calls === 1 ? new Response('', { status: 502 }) : json(envelope('AgentList', ['ok']));
    });
    expect((await run({ rel: 'AgentList' })).data).toEqual(['ok']);
    expect(resourceCalls()).toHaveLength(2);
    expect(eventTypes()).toEqual([]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s on 503', async (method) => {
    const { run, resourceCalls, delays, events } = harness(() => new Response('', { status: 503 }));
    const result = await run({ rel: 'AgentList', method, body: [{ publicId: 'a1' }] });
    expect(result.error?.status).toBe(503);
    expect(resourceCalls()).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(events()).toEqual([apiUnavailable({ status: 503 })]);
  });

  it('never retries a POST on a network error', async () => {
    const { run, resourceCalls, delays, events } = harness(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await run({ rel: 'AgentList', method: 'POST', body: { name: 'x' } });
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(resourceCalls()).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(events()).toEqual([apiUnavailable({ status: 'FETCH_ERROR' })]);
  });
});

describe('aborted requests', () => {
  it('raise no event and are not retried', async () => {
    const controller = new AbortController();
    controller.abort();
    const { run, resourceCalls, delays, eventTypes } = harness(() => json(envelope('AgentList', [])));
    const result = await run({ rel: 'AgentList' }, controller.signal);
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(resourceCalls()).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(eventTypes()).toEqual([]);
  });

  it('raise no event when aborted during a retry', async () => {
    const controller = new AbortController();
    const { run, eventTypes, resourceCalls } = harness(
      () => {
        throw new TypeError('Failed to fetch');
      },
      {
        sleep: () => {
          controller.abort();
          return Promise.resolve();
        },
      },
    );
    const result = await run({ rel: 'AgentList' }, controller.signal);
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(resourceCalls()).toHaveLength(2);
    expect(eventTypes()).toEqual([]);
  });

  it('raise no event when aborted while a 500 or 401 arrives', async () => {
    const controller = new AbortController();
    const { run, eventTypes } = harness(() => {
      controller.abort();
      return new Response('', { status: 500 });
    });
    expect((await run({ rel: 'AgentList', method: 'POST', body: {} }, controller.signal)).error?.status).toBe(500);
    const second = new AbortController();
    const unauthorized = harness(() => {
      second.abort();
      return errorEnvelope(401, []);
    });
    await unauthorized.run({ rel: 'AgentList' }, second.signal);
    expect(eventTypes()).toEqual([]);
    expect(unauthorized.eventTypes()).toEqual([]);
  });
});
