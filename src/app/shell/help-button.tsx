import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { canUse, usePermissions } from '@/features/session';
import { lazyPopup, useOpenedOnce } from '@/ui/use-lazy-popup';
import { useAppDispatch } from '../hooks';
import './catalogue';

export const HELP_CENTER_TIMEOUT_MS = 3000;

const HelpPanel = lazyPopup(() => import('./help-panel'));

/** The help center, only with USE_HELP_CENTER; not loaded within 3 s means a snackbar and no panel. */
export function HelpButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  const loaded = useRef(false);
  const url = getRuntimeConfig().helpCenterUrl;
  const rendered = useOpenedOnce(open);

  useEffect(() => {
    if (!open) return;
    loaded.current = false;
    const timer = window.setTimeout(() => {
      if (loaded.current) return;
      setOpen(false);
      dispatch(
        snackbarRequested({
          messageKey: 'shell.help.unableToLoad',
          duration: SNACKBAR_DURATION.short,
          severity: 'error',
        }),
      );
    }, HELP_CENTER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, open]);

  if (!canUse(permissions, 'helpCenter')) return null;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.help.label')}
        title={t('shell.help.label')}
        onClick={() => setOpen(true)}
        onPointerEnter={HelpPanel.preload}
        onFocus={HelpPanel.preload}
      >
        <HelpOutline />
      </IconButton>
      {rendered && (
        <Suspense fallback={null}>
          <HelpPanel.Component
            open={open}
            url={url}
            onClose={() => setOpen(false)}
            onLoad={() => {
              loaded.current = true;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
