import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appleAppId, useStoreAppQuery, type StoreApp } from '../../features/app-store';
import { useHostBranding } from '../../features/branding';
import './catalogue';

export const STORE_BANNER_HEIGHT = 80;
export const GENERIC_BANNER_HEIGHT = 50;

export type MobilePlatform = 'ios' | 'android' | null;

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** The banner's height: 80 px with a store link for this platform, 50 px generic, 0 off mobile web or once closed. */
export function bannerHeight(platform: MobilePlatform, storeLink: string | null | undefined, closed: boolean): number {
  if (!platform || closed) return 0;
  return storeLink ? STORE_BANNER_HEIGHT : GENERIC_BANNER_HEIGHT;
}

export function useAppStoreBanner() {
  const { branding } = useHostBranding();
  const [closed, setClosed] = useState(false);
  const platform = mobilePlatform(navigator.userAgent);
  const storeLink = platform === 'ios' ? branding?.appleAppStoreLink : platform === 'android' ? branding?.googlePlayStoreLink : null;
  const height = bannerHeight(platform, storeLink, closed);
  // The app's name and icon come from the public store lookup of the Apple app id, whichever store the link opens.
  const appId = appleAppId(branding?.appleAppStoreLink);
  const { data: app } = useStoreAppQuery(appId ?? '', { skip: height === 0 || !storeLink || !appId });
  return { height, storeLink, app: app ?? null, close: () => setClosed(true) };
}

interface AppStoreBannerProps {
  height: number;
  storeLink?: string | null;
  /** The store's entry for the app, when the lookup found one. */
  app?: StoreApp | null;
  onClose: () => void;
}

export function AppStoreBanner({ height, storeLink, app, onClose }: AppStoreBannerProps) {
  const { t } = useTranslation();
  if (height === 0) return null;
  const known = storeLink ? app : null;
  return (
    // A paper: it takes the branding's card colours, whatever the page colour is.
    <Paper
      component="aside"
      square
      elevation={0}
      aria-label={t('shell.appBanner.label')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height, zIndex: 1300, display: 'flex', alignItems: 'center', gap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}
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
