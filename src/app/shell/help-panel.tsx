import { Box, Drawer, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RIGHT_DRAWER_WIDTH } from '../theme';
import './catalogue';

export interface HelpPanelProps {
  open: boolean;
  url: string | undefined;
  onClose: () => void;
  onLoad: () => void;
}

/** The help center beside the page: its own chunk (a drawer carries MUI's Modal), loaded when help first opens. */
export default function HelpPanel({ open, url, onClose, onLoad }: HelpPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
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
            onLoad={onLoad}
            sx={{ border: 0, width: '100%', height: '100%' }}
          />
        )}
      </Box>
    </Drawer>
  );
}
