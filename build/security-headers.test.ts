import { readFileSync } from 'node:fs';
import { tlsBlockDirectives } from '../e2e/support/nginx';
import {
  APP_STORE_ARTWORK_ORIGIN,
  APP_STORE_LOOKUP_ORIGIN,
  DENIED_FEATURES,
  HSTS_VARIABLE,
  HeaderConfigError,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  nginxHeadersFile,
  permissionsPolicy,
  readHeaderConfig,
  securityHeaders,
  type HeaderConfig,
} from './security-headers';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const EXAMPLE = 'deploy/config.example.json';

/** The directives of a policy by name, each with its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const config = (overrides: Partial<HeaderConfig> = {}): HeaderConfig => ({
  apiUrl: '/api',
  connectorUrl: undefined,
  helpCenterUrl: undefined,
  releaseManifestUrls: [],
  imageOrigins: [],
  ...overrides,
});

describe('the nginx headers of deploy/', () => {
  it('are what the generator writes for the example config, so the committed file and the source never drift', () => {
    const written = nginxHeadersFile(readHeaderConfig(readJson(EXAMPLE)), EXAMPLE);
    expect(readFileSync('deploy/device-portal-headers.conf', 'utf8')).toBe(written);
  });

  it('name every header of securityHeaders once, always (error answers too), and HSTS from the server block', () => {
    const example = readHeaderConfig(readJson(EXAMPLE));
    const lines = nginxHeadersFile(example, EXAMPLE)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual([
      ...Object.entries(securityHeaders(example)).map(([name, value]) => `add_header ${name} "${value}" always;`),
      `add_header Strict-Transport-Security ${HSTS_VARIABLE} always;`,
    ]);
  });

  it('send HSTS from the TLS server block of nginx.conf only: set after the site, which empties it for every other block', () => {
    const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(tlsBlockDirectives(nginxConf)).toEqual([
      'include device-portal-site.conf;',
      `set ${HSTS_VARIABLE} "${STRICT_TRANSPORT_SECURITY}";`,
    ]);
    expect(nginxConf.match(new RegExp(`set \\${HSTS_VARIABLE} `, 'g'))).toHaveLength(1);
    // At the site's server level, outside any location.
    const site = readFileSync('deploy/device-portal-site.conf', 'utf8');
    expect(site.match(/^\S.*\$device_portal_hsts.*$/gm)).toEqual([`set ${HSTS_VARIABLE} "";`]);
  });

  it('log requests without their query string: the access log uses the portal format, which names neither $request nor a query', () => {
    const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(nginxConf).toMatch(/^\s*include device-portal-http\.conf;$/m);
    expect(nginxConf.match(/^\s*access_log .*;$/gm)).toEqual(['  access_log /var/log/nginx/access.log device_portal;']);
    const format =
      /log_format device_portal ([^;]+);/.exec(readFileSync('deploy/device-portal-http.conf', 'utf8'))?.[1] ?? '';
    expect(format).toContain('$device_portal_path');
    expect(format).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b/);
  });
});

describe('the example config', () => {
  it('is a config.json the app reads, with the API, the release manifest and the demo help center of the build', () => {
    const example = readHeaderConfig(readJson(EXAMPLE));
    expect(example).toEqual({
      apiUrl: 'https://api.example.test/api',
      connectorUrl: undefined,
      helpCenterUrl: '/help/',
      releaseManifestUrls: ['https://downloads.example.test/vpn-client/releases.json'],
      imageOrigins: [],
    });
    const policy = directives(contentSecurityPolicy(example));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.test',
      'https://localhost:9250',
      'wss://localhost:9250',
      'https://localhost:5789',
      'wss://localhost:5789',
      'https://downloads.example.test',
      APP_STORE_LOOKUP_ORIGIN,
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.test',
      APP_STORE_ARTWORK_ORIGIN,
    ]);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });
});

describe('contentSecurityPolicy', () => {
  it('for the repository config.json (what `vite preview` serves): everything from the page itself, the VPN client and the app store', () => {
    const policy = directives(contentSecurityPolicy(readHeaderConfig(readJson('public/config.json'))));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', APP_STORE_ARTWORK_ORIGIN],
      'connect-src': [
        "'self'",
        'https://localhost:9250',
        'wss://localhost:9250',
        'https://localhost:5789',
        'wss://localhost:5789',
        'https://itunes.apple.com',
      ],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('allows no host wholesale: no scheme-only source such as https: or *', () => {
    const policy = contentSecurityPolicy(readHeaderConfig(readJson(EXAMPLE)));
    for (const sources of Object.values(directives(policy))) {
      for (const source of sources) expect(source).not.toMatch(/^(\*|https?:|wss?:)$/);
    }
  });

  it('names a configured connectorUrl, over HTTPS and its web socket, instead of the default ports', () => {
    const policy = directives(contentSecurityPolicy(config({ connectorUrl: 'https://vpn-client.example.test:9300/' })));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://vpn-client.example.test:9300',
      'wss://vpn-client.example.test:9300',
      APP_STORE_LOOKUP_ORIGIN,
    ]);
  });

  it('frames only the help center: its origin when absolute, the page itself when relative, nothing without one', () => {
    expect(
      directives(contentSecurityPolicy(config({ helpCenterUrl: 'https://help.example.test/portal/' })))['frame-src'],
    ).toEqual(['https://help.example.test']);
    expect(directives(contentSecurityPolicy(config({ helpCenterUrl: '/help/' })))['frame-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy(config()))['frame-src']).toEqual(["'none'"]);
  });

  it("names a release manifest's origin, and none for a manifest on the page's own origin", () => {
    const policy = directives(
      contentSecurityPolicy(
        config({
          releaseManifestUrls: [
            '/vpn-client/releases.json',
            'https://downloads.example.test/a.json',
            'https://downloads.example.test/b.json',
          ],
        }),
      ),
    );
    expect(policy['connect-src']?.filter((source) => source.includes('downloads'))).toEqual([
      'https://downloads.example.test',
    ]);
    expect(policy['connect-src']?.[0]).toBe("'self'");
  });

  it('takes branding images from the API origin and from the configured image origins', () => {
    const policy = directives(
      contentSecurityPolicy(
        config({
          apiUrl: 'https://api.example.test/api',
          imageOrigins: ['https://cdn.example.test/', 'https://*.files.example.test'],
        }),
      ),
    );
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.test',
      'https://cdn.example.test',
      'https://*.files.example.test',
      APP_STORE_ARTWORK_ORIGIN,
    ]);
  });

  it('refuses a value that would add a source, a directive or a header of its own', () => {
    for (const hostile of [
      "https://cdn.example.test 'unsafe-eval'",
      'https://cdn.example.test; script-src *',
      'https://cdn.example.test"; add_header X 1',
      'https:',
      '*',
      'https://cdn.example.test/path',
    ]) {
      expect(() => contentSecurityPolicy(config({ imageOrigins: [hostile] })), hostile).toThrow(HeaderConfigError);
    }
    expect(() => contentSecurityPolicy(config({ releaseManifestUrls: ['javascript:alert(1)'] }))).toThrow(
      HeaderConfigError,
    );
    expect(() => contentSecurityPolicy(config({ helpCenterUrl: 'data:text/html,hi' }))).toThrow(HeaderConfigError);
    expect(() =>
      readHeaderConfig({ apiUrl: '/api', contentSecurityPolicy: { imageOrigins: 'https://cdn.example.test' } }),
    ).toThrow(HeaderConfigError);
    expect(() => readHeaderConfig({ mock: true })).toThrow(HeaderConfigError);
  });
});

describe('the other headers', () => {
  it('deny the powerful features the portal never uses, leaving the clipboard and the local network (the VPN client) alone', () => {
    const policy = permissionsPolicy();
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy.split(', ')).toEqual(DENIED_FEATURES.map((feature) => `${feature}=()`));
    expect(policy).not.toMatch(/clipboard|local-network|loopback-network/);
  });

  it('isolate the window, send no referrer and no sniffing, and leave caching and HSTS to the server', () => {
    const headers = securityHeaders(config());
    expect(headers).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
    ]);
  });
});
