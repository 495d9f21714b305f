import { ALTERNATIVE_CONNECTOR_PORT, ALTERNATIVE_PAGE_PORT, DEFAULT_CONNECTOR_URL } from './constants';

export type Platform = 'windows' | 'mac' | 'linux' | 'android' | 'ios' | 'other';

export const DESKTOP_PLATFORMS = ['windows', 'mac', 'linux'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

/** The user's platform from the user agent; an iPad reporting itself as a Mac is told apart by its touch points. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  const ua = userAgent.toLowerCase();
  if (/android/.test(ua)) return 'android';
  if (/iphone|ipad|ipod/.test(ua) || (/macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios';
  if (/windows/.test(ua)) return 'windows';
  if (/macintosh|mac os x/.test(ua)) return 'mac';
  if (/linux|x11|cros/.test(ua)) return 'linux';
  return 'other';
}

export function isMobilePlatform(platform: Platform): boolean {
  return platform === 'android' || platform === 'ios';
}

/** The connector's base: config connectorUrl, else https://localhost:9250, or port 5789 when the page's port is 9875. */
export function connectorBaseUrl(configured: string | undefined, pagePort: string): string {
  if (configured && configured.trim() !== '') return configured.trim().replace(/\/+$/, '');
  const url = new URL(DEFAULT_CONNECTOR_URL);
  if (pagePort === ALTERNATIVE_PAGE_PORT) url.port = ALTERNATIVE_CONNECTOR_PORT;
  return url.origin;
}
