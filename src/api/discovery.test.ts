import { parseRuntimeConfig, setRuntimeConfig } from './config';
import {
  DISCOVERY_MAX_AGE_MS,
  loadDiscovery,
  MissingPathParamError,
  parseDiscovery,
  resetDiscovery,
  resolveLink,
  UnknownRelError,
  UnsafePathParamError,
  type Links,
} from './discovery';

const API_BASE = 'http://localhost:3000/api';

const discoveryBody = {
  type: 'Discovery',
  status: 'success',
  moreAfter: null,
  data: [
    { rel: 'AgentList', href: 'https://api.example.test/api/agents' },
    { rel: 'Agent', href: 'https://api.example.test/api/agents/{publicId}' },
    { rel: 'AgentAccessRequestList', href: 'agents/{agentId}/access-requests' },
  ],
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

beforeEach(() => {
  setRuntimeConfig(
    parseRuntimeConfig({ apiUrl: '/api', applicationId: 'test-app', mock: false }, 'http://localhost:3000'),
  );
  resetDiscovery();
});

describe('parseDiscovery', () => {
  it('keeps absolute hrefs as they are', () => {
    const links = parseDiscovery(discoveryBody, 'https://api.example.test/api');
    expect(links.get('AgentList')).toBe('https://api.example.test/api/agents');
  });

  it('resolves relative hrefs against apiBase (not against its parent) and keeps {placeholders} intact', () => {
    const links = parseDiscovery(discoveryBody, 'https://api.example.test/v2/api');
    expect(links.get('AgentAccessRequestList')).toBe(
      'https://api.example.test/v2/api/agents/{agentId}/access-requests',
    );
    expect(links.get('Agent')).toBe('https://api.example.test/api/agents/{publicId}');
  });

  it('rejects a body that is not a discovery document', () => {
    expect(() => parseDiscovery({ data: 'nope' }, API_BASE)).toThrow();
    expect(() => parseDiscovery('<html></html>', API_BASE)).toThrow();
    expect(() => parseDiscovery({ data: [{ rel: 'AgentList' }] }, API_BASE)).toThrow();
  });
});

describe('resolveLink', () => {
  const links: Links = parseDiscovery(discoveryBody, 'https://api.example.test/api');

  it('returns the href of a rel without parameters', () => {
    expect(resolveLink(links, 'AgentList')).toBe('https://api.example.test/api/agents');
  });

  it('fills path parameters, encoded', () => {
    expect(resolveLink(links, 'Agent', { publicId: 'a1' })).toBe('https://api.example.test/api/agents/a1');
    expect(resolveLink(links, 'Agent', { publicId: 'a b?x=1#h&y%2F' })).toBe(
      'https://api.example.test/api/agents/a%20b%3Fx%3D1%23h%26y%252F',
    );
    expect(resolveLink(links, 'Agent', { publicId: 'a.b' })).toBe('https://api.example.test/api/agents/a.b');
    expect(resolveLink(links, 'AgentAccessRequestList', { agentId: 42 })).toBe(
      'https://api.example.test/api/agents/42/access-requests',
    );
  });

  it.each(['../admin', '..', '.', 'a/b', '/users', 'a\\b', '..\\users', 'a..b', 'x/../y'])(
    'throws UnsafePathParamError for %j, naming the parameter',
    (publicId) => {
      expect(() => resolveLink(links, 'Agent', { publicId })).toThrow(UnsafePathParamError);
      expect(() => resolveLink(links, 'Agent', { publicId })).toThrow(/"publicId"/);
    },
  );

  it('does not re-expand a placeholder that arrives inside a parameter value', () => {
    expect(resolveLink(links, 'Agent', { publicId: '{publicId}' })).toBe(
      'https://api.example.test/api/agents/%7BpublicId%7D',
    );
  });

  it('throws UnknownRelError for a rel that discovery does not offer, never guessing a URL', () => {
    expect(() => resolveLink(links, 'GroupTypeList')).toThrow(UnknownRelError);
    try {
      resolveLink(links, 'GroupTypeList');
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownRelError);
      expect((error as UnknownRelError).rel).toBe('GroupTypeList');
      expect((error as UnknownRelError).message).toContain('GroupTypeList');
    }
  });

  it('throws MissingPathParamError naming the parameter when it is absent or empty', () => {
    expect(() => resolveLink(links, 'Agent')).toThrow(MissingPathParamError);
    expect(() => resolveLink(links, 'Agent', { agentId: 'a1' })).toThrow(/publicId/);
    expect(() => resolveLink(links, 'Agent', { publicId: '' })).toThrow(MissingPathParamError);
  });
});

describe('loadDiscovery', () => {
  it('asks {apiBase}/ with the version and application headers and no Authorization', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(discoveryBody)));
    await loadDiscovery(fetchFn, () => 0);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [input, init] = fetchFn.mock.calls[0] ?? [];
    expect(urlOf(input ?? '')).toBe(`${API_BASE}/`);
    expect(init?.headers).toEqual({ 'Api-Version': '2', 'Api-Application': 'test-app' });
  });

  it('loads once for concurrent callers, who all get the same links', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchFn = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = loadDiscovery(fetchFn, () => 0);
    const second = loadDiscovery(fetchFn, () => 0);
    const third = loadDiscovery(fetchFn, () => 0);
    release(jsonResponse(discoveryBody));
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a.get('AgentList')).toBe('https://api.example.test/api/agents');
    // A later caller still uses the cache.
    await loadDiscovery(fetchFn, () => 1000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load (bad status) so that the next call tries again', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ type: 'Error', data: [] }, 500))
      .mockResolvedValueOnce(jsonResponse(discoveryBody));
    await expect(loadDiscovery(fetchFn, () => 0)).rejects.toThrow(/500/);
    const links = await loadDiscovery(fetchFn, () => 0);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(links.has('Agent')).toBe(true);
  });

  it('forgets a failed load (network error or broken body) so that the next call tries again', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>maintenance</html>', { status: 200 }))
      .mockResolvedValueOnce(jsonResponse(discoveryBody));
    await expect(loadDiscovery(fetchFn, () => 0)).rejects.toThrow('Failed to fetch');
    await expect(loadDiscovery(fetchFn, () => 0)).rejects.toThrow();
    await expect(loadDiscovery(fetchFn, () => 0)).resolves.toBeInstanceOf(Map);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('keeps the links for 10 hours and refreshes them afterwards (injected clock)', async () => {
    const t0 = Date.parse('2026-03-01T08:00:00Z');
    let clock = t0;
    const now = () => clock;
    const refreshed = { ...discoveryBody, data: [{ rel: 'AgentList', href: 'https://api2.example.test/agents' }] };
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(discoveryBody))
      .mockResolvedValueOnce(jsonResponse(refreshed));

    expect((await loadDiscovery(fetchFn, now)).get('AgentList')).toBe('https://api.example.test/api/agents');
    clock = t0 + DISCOVERY_MAX_AGE_MS - 1;
    expect((await loadDiscovery(fetchFn, now)).get('AgentList')).toBe('https://api.example.test/api/agents');
    expect(fetchFn).toHaveBeenCalledTimes(1);

    clock = t0 + 10 * 60 * 60 * 1000;
    expect((await loadDiscovery(fetchFn, now)).get('AgentList')).toBe('https://api2.example.test/agents');
    expect(fetchFn).toHaveBeenCalledTimes(2);

    // The refreshed links are cached again from the time of the refresh.
    clock += 60_000;
    await loadDiscovery(fetchFn, now);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('resetDiscovery drops the cache', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(discoveryBody)));
    await loadDiscovery(fetchFn, () => 0);
    resetDiscovery();
    await loadDiscovery(fetchFn, () => 0);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
