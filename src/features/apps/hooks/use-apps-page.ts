import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { firstErrorMessage } from '../../../api';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '../../notices';
import { selectCompanyId } from '../../session';
import { useAppsQuery, useInstallAppMutation, useLazyAppToInstallQuery, useSetAppEnabledMutation, useUninstallAppMutation } from '../api';
import type { App, AppToInstall } from '../model/apps';
import '../catalogue';

/** What is running for an app: the row shows it busy and offers nothing else meanwhile. */
export type AppAction = 'install' | 'uninstall' | 'enable' | 'disable';

type Confirming = { kind: 'install'; app: AppToInstall } | { kind: 'uninstall'; app: App } | null;

/**
 * /apps: the installable apps with their state; install (AppInstall GET names it, a confirmation, then POST with the
 * company header), uninstall (a confirmation, then AppUninstall DELETE), enable and disable (AppConfigUpdate PATCH).
 * Each change reads the list again, a failed one too (the app may have changed elsewhere); a failure shows the server's
 * first message for 3 s.
 */
export function useAppsPage() {
  const dispatch = useDispatch();
  const notifyFailure = useFailureNotice();
  const companyId = useSelector(selectCompanyId);
  const query = useAppsQuery();
  const [readToInstall] = useLazyAppToInstallQuery();
  const [installApp] = useInstallAppMutation();
  const [uninstallApp] = useUninstallAppMutation();
  const [setEnabled] = useSetAppEnabledMutation();
  const [pending, setPending] = useState<Readonly<Record<string, AppAction>>>({});
  const [confirming, setConfirming] = useState<Confirming>(null);

  /** Runs `call` with the app marked busy; the mark goes when the call and the list's refresh are over. */
  const withPending = async <T>(publicId: string, action: AppAction, call: () => Promise<T>): Promise<T> => {
    setPending((current) => ({ ...current, [publicId]: action }));
    try {
      return await call();
    } finally {
      setPending(({ [publicId]: _done, ...rest }) => rest);
    }
  };

  const succeeded = (messageKey: 'apps.installed' | 'apps.uninstalled' | 'apps.enabledNotice' | 'apps.disabledNotice', name: string) =>
    dispatch(snackbarRequested({ messageKey, messageValues: { name }, duration: SNACKBAR_DURATION.short, severity: 'success' }));

  const startInstall = async (app: App) => {
    if (pending[app.publicId]) return;
    const answer = await withPending(app.publicId, 'install', () => readToInstall(app.publicId));
    if (answer.error || !answer.data) {
      notifyFailure(answer.error, 'apps.failed');
      return;
    }
    setConfirming({ kind: 'install', app: answer.data });
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, app } = confirming;
    const result = await withPending(app.publicId, kind, async () => {
      const answer = kind === 'install' ? await installApp({ publicId: app.publicId, companyId: companyId ?? '' }) : await uninstallApp(app.publicId);
      await query.refetch();
      return answer;
    });
    setConfirming(null);
    if (result.error) notifyFailure(result.error, 'apps.failed');
    else succeeded(kind === 'install' ? 'apps.installed' : 'apps.uninstalled', app.name);
  };

  const toggleEnabled = async (app: App) => {
    if (pending[app.publicId]) return;
    const enabled = !app.enabled;
    const result = await withPending(app.publicId, enabled ? 'enable' : 'disable', async () => {
      const answer = await setEnabled({ publicId: app.publicId, enabled });
      await query.refetch();
      return answer;
    });
    if (result.error) notifyFailure(result.error, 'apps.failed');
    else succeeded(enabled ? 'apps.enabledNotice' : 'apps.disabledNotice', app.name);
  };

  return {
    table: {
      rows: query.data,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) || undefined : undefined,
      onRetry: () => void query.refetch(),
    },
    pending,
    install: (app: App) => void startInstall(app),
    uninstall: (app: App) => {
      if (!pending[app.publicId]) setConfirming({ kind: 'uninstall', app });
    },
    toggleEnabled: (app: App) => void toggleEnabled(app),
    confirming: confirming && {
      ...confirming,
      pending: pending[confirming.app.publicId] !== undefined,
      confirm: () => void confirm(),
      cancel: () => setConfirming(null),
    },
  };
}

export type AppsPageModel = ReturnType<typeof useAppsPage>;
