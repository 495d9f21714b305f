// @vitest-environment jsdom
import { ConfigError, getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from './config';

describe('parseRuntimeConfig', () => {
  it('makes a relative apiUrl absolute against the page origin', () => {
    const config = parseRuntimeConfig(
      { apiUrl: '/api', applicationId: 'test-app', mock: false },
      'http://localhost:3000',
    );
    expect(config.apiBase).toBe('http://localhost:3000/api');
    expect(config.apiOrigin).toBe('http://localhost:3000');
    expect(config.applicationId).toBe('test-app');
    expect(config.mock).toBe(false);
    expect(config.production).toBe(true);
  });

  it('keeps an absolute apiUrl on its own origin and drops trailing slashes', () => {
    const config = parseRuntimeConfig(
      { apiUrl: 'https://api.example.test/api///', applicationId: 'a' },
      'http://localhost:3000',
    );
    expect(config.apiBase).toBe('https://api.example.test/api');
    expect(config.apiOrigin).toBe('https://api.example.test');
  });

  it('throws a ConfigError naming the invalid fields', () => {
    expect(() => parseRuntimeConfig({ apiUrl: '', applicationId: 'a' }, 'http://localhost:3000')).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ apiUrl: '/api', mock: 'yes' }, 'http://localhost:3000')).toThrow(/mock/);
    expect(() => parseRuntimeConfig(null, 'http://localhost:3000')).toThrow(ConfigError);
  });
});

describe('optional config fields', () => {
  it('treat missing, null and empty values as not set, with the defaults for flags and the application id', () => {
    const config = parseRuntimeConfig(
      {
        apiUrl: '/api',
        applicationId: null,
        connectorUrl: null,
        webRootUrl: '',
        mock: null,
        production: null,
        statusPageUrl: 'https://status.example.test',
      },
      'http://localhost:3000',
    );
    expect(config.applicationId).toBe('device-portal');
    expect(config.connectorUrl).toBeUndefined();
    expect(config.webRootUrl).toBeUndefined();
    expect(config.helpCenterUrl).toBeUndefined();
    expect(config.mock).toBe(false);
    expect(config.production).toBe(true);
    expect(config.statusPageUrl).toBe('https://status.example.test');
  });
});

describe('loadRuntimeConfig', () => {
  it('reads /config.json of the page origin without cache and makes it current', async () => {
    const fetchFn = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ apiUrl: '/api', applicationId: 'from-file' }), { status: 200 })),
    );
    const config = await loadRuntimeConfig(fetchFn);
    expect(fetchFn).toHaveBeenCalledWith('http://localhost:3000/config.json', { cache: 'no-store' });
    expect(config.applicationId).toBe('from-file');
    expect(getRuntimeConfig()).toBe(config);
  });

  it('fails with a ConfigError when config.json cannot be read', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response('not found', { status: 404 })));
    await expect(loadRuntimeConfig(fetchFn)).rejects.toThrow(ConfigError);
  });

  it('setRuntimeConfig replaces the current configuration', () => {
    const config = parseRuntimeConfig({ apiUrl: '/other', applicationId: 'x' }, 'http://localhost:3000');
    setRuntimeConfig(config);
    expect(getRuntimeConfig().apiBase).toBe('http://localhost:3000/other');
  });
});
