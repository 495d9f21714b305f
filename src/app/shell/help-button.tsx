import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { Box, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../api';
import { SNACKBAR_DURATION, snackbarRequested } from '../../features/notices';
import { canUse, usePermissions } from '../../features/session';
import { useAppDispatch } from '../hooks';
import { RIGHT_DRAWER_WIDTH } from '../theme';
import './catalogue';

export const HELP_CENTER_TIMEOUT_MS = 3000;

/** The help center, only with USE_HELP_CENTER; not loaded within 3 s means a snackbar and no panel. */
export function HelpButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  const loaded = useRef(false);
  const url = getRuntimeConfig().helpCenterUrl;

  useEffect(() => {
    if (!open) return;
    loaded.current = false;
    const timer = window.setTimeout(() => {
      if (loaded.current) return;
      setOpen(false);
      dispatch(snackbarRequested({ messageKey: 'shell.help.unableToLoad', duration: SNACKBAR_DURATION.short, severity: 'error' }));
    }, HELP_CENTER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, open]);

  if (!canUse(permissions, 'helpCenter')) return null;

  return (
    <>
      <IconButton color="inherit" aria-label={t('shell.help.label')} title={t('shell.help.label')} onClick={() => setOpen(true)}>
        <HelpOutline />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
        <Toolbar>
          <Typography component="h2" variant="h6">
            {t('shell.help.title')}
          </Typography>
        </Toolbar>
        <Box sx={{ flexGrow: 1, minWidth: RIGHT_DRAWER_WIDTH }}>
          {url && (
            <Box
              component="iframe"
              title={t('shell.help.title')}
              src={url}
              onLoad={() => {
                loaded.current = true;
              }}
              sx={{ border: 0, width: '100%', height: '100%' }}
            />
          )}
        </Box>
      </Drawer>
    </>
  );
}
