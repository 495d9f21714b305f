import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { appleAppId, useStoreAppQuery } from '@/features/app-store';
import './catalogue';

interface AppStoreBannerProps {
  height: number;
  storeLink?: string | null;
  /** The branding's Apple App Store link: its app id names the app in the store lookup. */
  appleAppStoreLink?: string | null;
  onClose: () => void;
}

/** The mobile web banner (see ./app-store-banner-state.ts for when it shows). */
export function AppStoreBanner({ height, storeLink, appleAppStoreLink, onClose }: AppStoreBannerProps) {
  const { t } = useTranslation();
  // The app's name and icon come from the public store lookup of the Apple app id, whichever store the link opens.
  const appId = appleAppId(appleAppStoreLink);
  const { data: app } = useStoreAppQuery(appId ?? '', { skip: height === 0 || !storeLink || !appId });
  if (height === 0) return null;
  const known = storeLink ? app : null;
  return (
    // A paper: it takes the branding's card colours, whatever the page colour is.
    <Paper
      component="aside"
      square
      elevation={0}
      aria-label={t('shell.appBanner.label')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height,
        zIndex: 1300,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {known?.artworkUrl && <Avatar variant="rounded" src={known.artworkUrl} alt="" sx={{ width: 48, height: 48 }} />}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {known && (
          <Typography variant="subtitle2" component="p" noWrap>
            {known.name}
          </Typography>
        )}
        <Typography variant="body2">{storeLink ? t('shell.appBanner.store') : t('shell.appBanner.generic')}</Typography>
      </Box>
      {storeLink && (
        <Button variant="contained" size="small" href={storeLink} target="_blank" rel="noopener noreferrer">
          {t('shell.appBanner.open')}
        </Button>
      )}
      <IconButton aria-label={t('common.close')} onClick={onClose} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
