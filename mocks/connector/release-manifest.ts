import type { ReleaseManifest } from '@/features/vpn/model/connector-types';
import { LATEST_VERSION } from './state';

/** The VPN client releases per OS and their notes, newest first. */
export const RELEASE_MANIFEST: ReleaseManifest = {
  releases: [
    {
      os: 'windows',
      latestVersion: LATEST_VERSION,
      downloadUrl: 'https://downloads.example.test/vpn-client/vpn-client-{version}.exe',
    },
    {
      os: 'mac',
      latestVersion: LATEST_VERSION,
      downloadUrl: 'https://downloads.example.test/vpn-client/vpn-client-{version}.pkg',
    },
    {
      os: 'linux',
      latestVersion: LATEST_VERSION,
      downloadUrl: 'https://downloads.example.test/vpn-client/vpn-client-{version}.deb',
    },
  ],
  releaseNotes: [
    {
      version: '2.0.0-rc1',
      type: 'Release candidate',
      date: '2026-11-10',
      body: 'Preview of the new connection engine with faster reconnects. Not for production use.',
    },
    {
      version: LATEST_VERSION,
      type: 'Stable',
      date: '2026-10-28',
      body: 'Fixes a reconnect loop after the computer wakes from sleep. Shows the server name in the tray menu.',
    },
    {
      version: '1.9.0',
      type: 'Stable',
      date: '2026-09-15',
      body: 'Adds IPv6-only connections and stealth mode (tunnelling wrapper) support.',
    },
    { version: '1.8.0', type: 'Stable', date: '2026-06-02', body: 'First release with the status web socket.' },
  ],
};
