import { getRuntimeConfig } from '@/api';
import { faviconService } from '@/runtime/favicon';
import { safeLocalStorage } from '@/lib/storage';
import { createConnectorClient, createSocketFactory, localNetworkPermission } from './connector-client';
import type { VpnDependencies } from './epics/types';
import { connectorBaseUrl, detectPlatform } from './model/platform';

/** The page's connector base: config connectorUrl, else by the page's port. */
export function pageConnectorBase(): string {
  return connectorBaseUrl(getRuntimeConfig().connectorUrl, typeof location === 'undefined' ? '' : location.port);
}

export function pagePlatform() {
  return typeof navigator === 'undefined' ? 'other' : detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
}

/** The browser's side effects for the VPN epics. */
export function vpnBrowserDependencies(): VpnDependencies {
  return {
    connector: createConnectorClient(),
    openSocket: createSocketFactory(),
    connectorPermission: localNetworkPermission,
    connectorBase: pageConnectorBase,
    favicon: {
      set: (request) => faviconService().set(request),
      clear: (id) => faviconService().clear(id),
    },
    platform: pagePlatform,
    storage: safeLocalStorage(),
    now: Date.now,
  };
}
