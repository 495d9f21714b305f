import { Box, Drawer, Tab, Tabs, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLocalStorage, STORAGE_KEYS } from '@/lib/storage';
import { RIGHT_DRAWER_WIDTH } from '../theme';
import { activeRightMenu, type RightMenuEntry } from './right-drawer';
import './catalogue';

/** The 300 px right drawer of flagged routes; its active menu is remembered. */
export default function RightDrawer({ entries }: { entries: RightMenuEntry[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [remembered, setRemembered] = useState(() => safeLocalStorage().getItem(STORAGE_KEYS.rightDrawerMenu));
  const active = activeRightMenu(entries, remembered);
  if (!active || !large) return null;

  const choose = (id: string) => {
    safeLocalStorage().setItem(STORAGE_KEYS.rightDrawerMenu, id);
    setRemembered(id);
  };

  return (
    <Drawer
      variant="permanent"
      anchor="right"
      sx={{
        width: RIGHT_DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: RIGHT_DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box component="aside" aria-label={t('shell.rightDrawer.label')}>
        {entries.length > 1 && (
          <Tabs
            value={active.id}
            onChange={(_event, id: string) => choose(id)}
            variant="fullWidth"
            aria-label={t('shell.rightDrawer.label')}
          >
            {entries.map((entry) => (
              <Tab key={entry.id} value={entry.id} label={t(entry.labelKey)} />
            ))}
          </Tabs>
        )}
        <Box sx={{ p: 2 }}>
          <active.Panel />
        </Box>
      </Box>
    </Drawer>
  );
}
