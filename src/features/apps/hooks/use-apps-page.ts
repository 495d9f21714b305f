import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested, useChangeNotice, useFailureNotice } from '@/features/notices';
import { selectCompanyId } from '@/features/session';
import {
  useAppsQuery,
  useInstallAppMutation,
  useLazyAppToInstallQuery,
  useSetAppEnabledMutation,
  useUninstallAppMutation,
} from '../api';
import type { App, AppToInstall } from '../model/apps';
import '../catalogue';

/** What is running for an app: the row shows it busy and offers nothing else meanwhile. */
export type AppAction = 'install' | 'uninstall' | 'enable' | 'disable';

type Confirming =
  { kind: 'install'; app: AppToInstall } | { kind: 'uninstall'; app: App } | { kind: 'disable'; app: App } | null;

/**
 * /apps: the installable apps with their state; install (AppInstall GET names it, a confirmation, then POST with the
 * company header), uninstall (a confirmation, then AppUninstall DELETE), enable and disable (AppConfigUpdate PATCH).
 * Disabling asks first (it switches the app off for the whole company, as uninstalling does). Each change reads the
 * list again, a failed one too (the app may have changed elsewhere); a failure shows the server's first message for
 * 3 s, a success says so, and enabling or disabling offers Undo (one call switches it back).
 */
export function useAppsPage() {
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const notifyChange = useChangeNotice();
  const companyId = useAppSelector(selectCompanyId);
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

  const succeeded = (messageKey: 'apps.installed' | 'apps.uninstalled', name: string) =>
    dispatch(
      snackbarRequested({
        messageKey,
        messageValues: { name },
        duration: SNACKBAR_DURATION.short,
        severity: 'success',
      }),
    );

  const startInstall = async (app: App) => {
    if (pending[app.publicId]) return;
    const answer = await withPending(app.publicId, 'install', () => readToInstall(app.publicId));
    if (answer.error || !answer.data) {
      notifyFailure(answer.error, 'apps.failed');
      return;
    }
    setConfirming({ kind: 'install', app: answer.data });
  };

  /** Enables or disables; a success offers Undo, which switches it back the same way (without asking again). */
  const switchEnabled = async (app: App, enabled: boolean): Promise<void> => {
    const result = await withPending(app.publicId, enabled ? 'enable' : 'disable', async () => {
      const answer = await setEnabled({ publicId: app.publicId, enabled });
      await query.refetch();
      return answer;
    });
    if (result.error) {
      notifyFailure(result.error, 'apps.failed');
      return;
    }
    notifyChange({
      messageKey: enabled ? 'apps.enabledNotice' : 'apps.disabledNotice',
      messageValues: { name: app.name },
      undo: () => void switchEnabled({ ...app, enabled }, !enabled),
    });
  };

  const confirm = async () => {
    if (!confirming) return;
    if (confirming.kind === 'disable') {
      const { app } = confirming;
      setConfirming(null);
      await switchEnabled(app, false);
      return;
    }
    const { kind, app } = confirming;
    const result = await withPending(app.publicId, kind, async () => {
      const answer =
        kind === 'install'
          ? await installApp({ publicId: app.publicId, companyId: companyId ?? '' })
          : await uninstallApp(app.publicId);
      await query.refetch();
      return answer;
    });
    setConfirming(null);
    if (result.error) notifyFailure(result.error, 'apps.failed');
    else succeeded(kind === 'install' ? 'apps.installed' : 'apps.uninstalled', app.name);
  };

  const toggleEnabled = (app: App) => {
    if (pending[app.publicId]) return;
    // Switching an app off stops it for everyone in the company: asked first, as an uninstall is.
    if (app.enabled) setConfirming({ kind: 'disable', app });
    else void switchEnabled(app, true);
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
    toggleEnabled,
    confirming: confirming && {
      ...confirming,
      pending: pending[confirming.app.publicId] !== undefined,
      confirm: () => void confirm(),
      cancel: () => setConfirming(null),
    },
  };
}

export type AppsPageModel = ReturnType<typeof useAppsPage>;
