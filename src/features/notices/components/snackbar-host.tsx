import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useCallback, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { LightButton } from '@/ui/light-button';
import { Notice } from '@/ui/notice';
import { selectCurrentSnackbar, snackbarDismissed, type Snackbar } from '../model/slice';
import { useAutoHide } from './use-auto-hide';

/** A short fade and rise on entry; there is no exit animation (the next snackbar replaces it at once). */
const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The one snackbar host: shows the queue one at a time, each with its own duration and optional action.
 * A light host of its own (no MUI Snackbar, Alert, transitions or click-away listener) to keep the sign-in page small;
 * errors and warnings are alerts, the others statuses (Notice's roles).
 */
export function SnackbarHost() {
  const current = useAppSelector(selectCurrentSnackbar);
  // Keyed by id: each snackbar gets a fresh countdown and entry animation. Straight into the body, added as it shows:
  // a dialog open at that moment hid (aria-hidden) only what was there when it opened, so the snackbar is announced.
  return current ? createPortal(<SnackbarView key={current.id} snackbar={current} />, document.body) : null;
}

function SnackbarView({ snackbar }: { snackbar: Snackbar }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dismiss = useCallback(() => {
    dispatch(snackbarDismissed(snackbar.id));
  }, [dispatch, snackbar.id]);
  const pauseHandlers = useAutoHide(snackbar.duration, dismiss);

  // Escape closes it from anywhere, as MUI's Snackbar does, unless something else (a dialog) already handled the key.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismiss]);

  const message = snackbar.text ?? (snackbar.messageKey ? t(snackbar.messageKey, snackbar.messageValues) : '');
  const { action } = snackbar;

  return (
    // MUI Snackbar's place: bottom centre, 8 px from the edges on phones, 24 px from the bottom from `sm` up.
    // The strip lets clicks through; only the alert takes them.
    <Box
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.snackbar,
        left: 8,
        right: 8,
        bottom: 8,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        [theme.breakpoints.up('sm')]: { left: 24, right: 24, bottom: 24 },
      })}
    >
      <Notice
        {...pauseHandlers}
        severity={snackbar.severity}
        variant="filled"
        onClose={dismiss}
        closeText={t('common.close')}
        action={
          action ? (
            <LightButton
              color="inherit"
              size="small"
              onClick={() => {
                dispatch(action.event);
                dismiss();
              }}
            >
              {t(action.labelKey)}
            </LightButton>
          ) : undefined
        }
        sx={(theme) => ({
          pointerEvents: 'auto',
          // Full width on phones; from `sm` up as wide as its text, at least 280 px.
          flexGrow: 1,
          minWidth: 0,
          maxWidth: '100%',
          [theme.breakpoints.up('sm')]: { flexGrow: 0, minWidth: 280, maxWidth: 600 },
          '& .Notice-message': { overflowWrap: 'anywhere' },
          animation: `${enter} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        })}
      >
        {message}
      </Notice>
    </Box>
  );
}
