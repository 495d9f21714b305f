import type { Platform } from './platform';
import { DESKTOP_PLATFORMS, type DesktopPlatform } from './platform';
import type { ReleaseInfo, ReleaseManifest } from './connector-types';
import { isVersionLower } from '@/lib/version-compare';

/** The manifest address with an hourly cache-busting parameter, absolute against the page. */
export function releaseManifestUrl(address: string, pageOrigin: string, now: number): string {
  const url = new URL(address, pageOrigin);
  url.searchParams.set('t', String(Math.floor(now / 3_600_000)));
  return url.href;
}

/** The supported desktop platforms of the branding (all three when it lists none). */
export function supportedDesktopPlatforms(listed: readonly string[] | null | undefined): DesktopPlatform[] {
  return listed && listed.length > 0 ? DESKTOP_PLATFORMS.filter((os) => listed.includes(os)) : [...DESKTOP_PLATFORMS];
}

/** The release for a platform, only when the branding supports it. */
export function releaseFor(
  manifest: ReleaseManifest | undefined,
  os: Platform,
  supported: readonly DesktopPlatform[],
): ReleaseInfo | undefined {
  if (!manifest || !(supported as readonly string[]).includes(os)) return undefined;
  return manifest.releases.find((release) => release.os === os);
}

/** The download address with its version placeholder filled in. */
export function downloadUrl(release: ReleaseInfo): string {
  return release.downloadUrl.replace(/\{version\}/g, release.latestVersion);
}

export interface ClientUpdate {
  latestVersion: string;
  updateAvailable: boolean;
}

/** Whether the installed client is below the latest release (unknown versions are never "outdated"). */
export function clientUpdate(installed: string | null, release: ReleaseInfo | undefined): ClientUpdate | null {
  if (!release) return null;
  return {
    latestVersion: release.latestVersion,
    updateAvailable: installed !== null && isVersionLower(installed, release.latestVersion),
  };
}
