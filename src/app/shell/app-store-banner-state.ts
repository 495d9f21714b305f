import { useState } from 'react';
import { useHostBranding } from '@/features/branding';

/**
 * Whether the mobile app banner shows, and how high it is: light, on every admin page. The banner itself
 * (./app-store-banner.tsx, with its store lookup) is a chunk of its own that only mobile web downloads.
 */

export const STORE_BANNER_HEIGHT = 80;
export const GENERIC_BANNER_HEIGHT = 50;

export type MobilePlatform = 'ios' | 'android' | null;

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** The banner's height: 80 px with a store link for this platform, 50 px generic, 0 off mobile web or once closed. */
export function bannerHeight(platform: MobilePlatform, storeLink: string | null | undefined, closed: boolean): number {
  if (!platform || closed) return 0;
  return storeLink ? STORE_BANNER_HEIGHT : GENERIC_BANNER_HEIGHT;
}

export function useAppStoreBanner() {
  const { branding } = useHostBranding();
  const [closed, setClosed] = useState(false);
  const platform = mobilePlatform(navigator.userAgent);
  const storeLink =
    platform === 'ios' ? branding?.appleAppStoreLink : platform === 'android' ? branding?.googlePlayStoreLink : null;
  const height = bannerHeight(platform, storeLink, closed);
  return { height, storeLink, appleAppStoreLink: branding?.appleAppStoreLink ?? null, close: () => setClosed(true) };
}
