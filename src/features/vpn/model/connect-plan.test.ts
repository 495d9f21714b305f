import { planConnect, type ConnectInput } from './connect-plan';
import { connectorBaseUrl, detectPlatform } from './platform';
import { clientUpdate, downloadUrl, releaseFor, releaseManifestUrl, supportedDesktopPlatforms } from './release';
import {
  hasVpnConsent,
  readForcedProtocol,
  readOrCreateBrowserId,
  storeForcedProtocol,
  storeVpnConsent,
} from './settings';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const input = (overrides: Partial<ConnectInput> = {}): ConnectInput => ({
  agent: { publicId: 'ag-1', activeVpnSession: { vpnAddress: '10.8.0.1', rscServer: { publicId: 'r', name: 'rsc' } } },
  now: NOW,
  auth: { secretId: 'secret', expiresOn: '2026-12-01T00:00:00Z' },
  userId: 'u-1',
  companyId: 'c-1',
  sectorId: 's-1',
  platform: 'windows',
  consentGiven: false,
  connectorStatus: 'found',
  browserId: 'b-1',
  forcedProtocol: null,
  ...overrides,
});

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('planConnect (the connect flow, in order)', () => {
  it('opens the session-expired dialog when the stored auth has expired, before anything else', () => {
    expect(
      planConnect(
        input({
          auth: { secretId: 's', expiresOn: '2026-11-21T09:59:59Z' },
          platform: 'ios',
          connectorStatus: 'missing',
        }),
      ),
    ).toEqual({ kind: 'sessionExpired' });
  });
  it('asks for consent on iOS without the stored flag', () => {
    expect(planConnect(input({ platform: 'ios', connectorStatus: 'missing' }))).toEqual({ kind: 'consent' });
    expect(planConnect(input({ platform: 'ios', consentGiven: true, connectorStatus: 'missing' }))).toEqual({
      kind: 'install',
      mobile: true,
    });
    expect(planConnect(input({ platform: 'android', connectorStatus: 'missing' }))).toEqual({
      kind: 'install',
      mobile: true,
    });
  });
  it('opens the install prompt while the connector is not found', () => {
    for (const status of ['missing', 'lost', 'blocked', 'unknown'] as const) {
      expect(planConnect(input({ connectorStatus: status }))).toEqual({ kind: 'install', mobile: false });
    }
  });
  it('stops with device offline without a session or a VPN address', () => {
    expect(planConnect(input({ agent: { publicId: 'ag-1', activeVpnSession: null } }))).toEqual({
      kind: 'deviceOffline',
    });
    expect(planConnect(input({ agent: { publicId: 'ag-1', activeVpnSession: { vpnAddress: null } } }))).toEqual({
      kind: 'deviceOffline',
    });
  });
  it('connects with company, agent, token, sector and controller id, plus a forced protocol', () => {
    expect(planConnect(input())).toEqual({
      kind: 'connect',
      request: {
        body: { companyId: 'c-1', agentId: 'ag-1' },
        credentials: { accessToken: 'secret', sectorId: 's-1', controllerId: 'b-1' },
      },
    });
    const forced = planConnect(input({ forcedProtocol: 'tcp6' }));
    expect(forced.kind === 'connect' && forced.request.body.protocol).toBe('tcp6');
  });
  it('needs a signed-in user with a token and company', () => {
    expect(planConnect(input({ companyId: null }))).toEqual({ kind: 'notSignedIn' });
    expect(planConnect(input({ userId: undefined }))).toEqual({ kind: 'notSignedIn' });
  });
});

describe('platform and connector base', () => {
  it('detects platforms from the user agent', () => {
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('mac');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 5)).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
  });
  it('uses config, else 9250, or 5789 when the page port is 9875', () => {
    expect(connectorBaseUrl(undefined, '443')).toBe('https://localhost:9250');
    expect(connectorBaseUrl('', '9875')).toBe('https://localhost:5789');
    expect(connectorBaseUrl('https://vpn.local:1234/', '9875')).toBe('https://vpn.local:1234');
  });
});

describe('release manifest', () => {
  const manifest = {
    releases: [
      { os: 'windows', latestVersion: '1.9.2', downloadUrl: 'https://d.test/vpn-client-{version}.exe' },
      { os: 'mac', latestVersion: '1.9.2', downloadUrl: 'https://d.test/vpn-client-{version}.pkg' },
    ],
    releaseNotes: [],
  };
  it('adds an hourly cache-busting parameter', () => {
    expect(releaseManifestUrl('/vpn-client/releases.json', 'http://p.test', 3 * 3_600_000 + 5)).toBe(
      'http://p.test/vpn-client/releases.json?t=3',
    );
  });
  it('limits releases to the branding platforms and fills the version in', () => {
    const supported = supportedDesktopPlatforms(['windows', 'linux']);
    expect(supported).toEqual(['windows', 'linux']);
    expect(supportedDesktopPlatforms(null)).toEqual(['windows', 'mac', 'linux']);
    expect(releaseFor(manifest, 'mac', supported)).toBeUndefined();
    const windows = releaseFor(manifest, 'windows', supported);
    expect(windows && downloadUrl(windows)).toBe('https://d.test/vpn-client-1.9.2.exe');
  });
  it('offers an update only when the installed version is lower', () => {
    const release = manifest.releases[0];
    expect(clientUpdate('1.8.0', release)).toEqual({ latestVersion: '1.9.2', updateAvailable: true });
    expect(clientUpdate('2.0.0-rc1', release)).toEqual({ latestVersion: '1.9.2', updateAvailable: false });
    expect(clientUpdate(null, release)?.updateAvailable).toBe(false);
  });
});

describe('stored settings', () => {
  it('keeps one browser-id for good', () => {
    const storage = memory();
    const first = readOrCreateBrowserId(storage, () => 'id-1');
    expect(readOrCreateBrowserId(storage, () => 'id-2')).toBe(first);
  });
  it('stores consent and the forced protocol, tcp meaning unset', () => {
    const storage = memory();
    expect(hasVpnConsent(storage)).toBe(false);
    storeVpnConsent(storage);
    expect(hasVpnConsent(storage)).toBe(true);
    storeForcedProtocol(storage, 'tcp4');
    expect(readForcedProtocol(storage)).toBe('tcp4');
    storeForcedProtocol(storage, 'tcp');
    expect(readForcedProtocol(storage)).toBeNull();
  });
});
