import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store';
import { useHostBranding } from '../branding';
import { useLazyVpnAgentQuery, useReleaseManifestQuery } from './api';
import { pagePlatform } from './dependencies';
import { releaseFor, releaseManifestUrl, supportedDesktopPlatforms } from './model/release';
import {
  connectRequested,
  dialogOpened,
  disconnectRequested,
  logoutConfirmationRequested,
  logoutConfirmationSettled,
  selectClientStatus,
  selectConnectorStatus,
  selectLogoutConfirmation,
  type ConnectTarget,
} from './model/slice';
import './catalogue';

export const useClientStatus = () => useAppSelector(selectClientStatus);
export const useConnectorStatus = () => useAppSelector(selectConnectorStatus);

/** Connect, disconnect and the info dialog, as events. */
export function useVpnActions() {
  const dispatch = useAppDispatch();
  return {
    connect: useCallback((target: ConnectTarget) => dispatch(connectRequested(target)), [dispatch]),
    disconnect: useCallback(() => dispatch(disconnectRequested()), [dispatch]),
    openInfo: useCallback((agentId: string | null) => dispatch(dialogOpened({ kind: 'info', agentId })), [dispatch]),
  };
}

/** The release manifest (hourly cache-busted) and the release for this platform, limited to the branding's platforms. */
export function useReleaseInfo() {
  const { branding } = useHostBranding();
  const address = branding?.custom?.glbVpnClientReleaseNotesUrl;
  // The hour of the cache-busting parameter is fixed when the component mounts.
  const [openedAt] = useState(() => Date.now());
  const url = address ? releaseManifestUrl(address, location.origin, openedAt) : skipToken;
  const manifest = useReleaseManifestQuery(url);
  const platform = pagePlatform();
  const supported = supportedDesktopPlatforms(branding?.custom?.glbSupportedPlatforms);
  return {
    manifest: manifest.data,
    release: releaseFor(manifest.data, platform, supported),
    supported,
    platform,
    branding,
    isLoading: manifest.isLoading,
  };
}

/**
 * The logout guard for the account menu: with a VPN session active it asks for confirmation (naming the device) and
 * runs `proceed` once confirmed; otherwise, or when the device cannot be looked up, it runs `proceed` at once.
 */
export function useVpnLogoutGuard(): (proceed: () => void) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const confirmation = useAppSelector(selectLogoutConfirmation);
  const pending = useRef<(() => void) | null>(null);
  const [lookUpAgent] = useLazyVpnAgentQuery();

  useEffect(() => {
    if (!confirmation?.confirmed || !pending.current) return;
    const proceed = pending.current;
    pending.current = null;
    dispatch(logoutConfirmationSettled());
    proceed();
  }, [confirmation, dispatch]);

  return useCallback(
    (proceed: () => void) => {
      const client = selectClientStatus(store.getState());
      if (client.status === 'idle' || !client.agentId) {
        proceed();
        return;
      }
      const state = client.status;
      void lookUpAgent(client.agentId, true)
        .unwrap()
        .then((agent) => {
          pending.current = proceed;
          dispatch(logoutConfirmationRequested({ agentName: agent.name ?? agent.publicId, state }));
        })
        // A failing lookup counts as no agent: no dialog, the logout goes on.
        .catch(() => proceed());
    },
    [dispatch, lookUpAgent, store],
  );
}
