import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { safeLocalStorage } from '@/lib/storage';
import { pageConnectorBase } from '@/features/vpn/dependencies';
import { useClientStatus, useConnectorStatus, useReleaseInfo } from '@/features/vpn/hooks';
import { isMobilePlatform } from '@/features/vpn/model/platform';
import { clientUpdate } from '@/features/vpn/model/release';
import { readForcedProtocol, storeForcedProtocol, type ProtocolChoice } from '@/features/vpn/model/settings';
import { bootstrapRequested } from '@/features/vpn/model/slice';
import { DownloadButton } from '../download-button';
import '@/features/vpn/catalogue';
import '@/features/vpn/catalogue-dialogs';

/** The VPN client section on installable platforms; on Android and iOS the forced-protocol choice instead. */
export function ClientSection({ onShowReleaseNotes }: { onShowReleaseNotes: () => void }) {
  const info = useReleaseInfo();
  return isMobilePlatform(info.platform) ? (
    <ProtocolChoiceSection />
  ) : (
    <DesktopClientSection info={info} onShowReleaseNotes={onShowReleaseNotes} />
  );
}

function DesktopClientSection({
  info,
  onShowReleaseNotes,
}: {
  info: ReturnType<typeof useReleaseInfo>;
  onShowReleaseNotes: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const connector = useConnectorStatus();
  const client = useClientStatus();
  const update = clientUpdate(connector === 'found' ? client.version : null, info.release);
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('vpn.info.client.title')}
      </Typography>
      {connector === 'found' && client.version && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography>{t('vpn.info.client.installedVersion', { version: client.version })}</Typography>
          {update && (
            <Chip
              size="small"
              // The theme gives every status colour a text colour at WCAG AA contrast on it.
              color={update.updateAvailable ? 'warning' : 'success'}
              label={update.updateAvailable ? t('vpn.info.client.updateAvailable') : t('vpn.info.client.latest')}
            />
          )}
        </Box>
      )}
      {connector === 'missing' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ flexGrow: 1 }}>{t('vpn.info.client.missing')}</Typography>
          <Button onClick={() => dispatch(bootstrapRequested())}>{t('vpn.actions.retry')}</Button>
        </Box>
      )}
      {(connector === 'lost' || connector === 'unknown') && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{connector === 'lost' ? t('vpn.info.client.lost') : t('vpn.info.client.searching')}</Typography>
        </Box>
      )}
      {connector === 'blocked' && <Typography>{t('vpn.info.client.blocked')}</Typography>}
      {connector !== 'missing' && (
        <List dense disablePadding sx={{ mt: 1 }}>
          <ListItem disablePadding>
            <ListItemButton onClick={onShowReleaseNotes}>
              <ListItemText primary={t('vpn.info.releaseNotes')} />
              <ChevronRightIcon aria-hidden />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component="a" href={pageConnectorBase()} target="_blank" rel="noopener noreferrer">
              <ListItemText primary={t('vpn.info.client.settings')} />
              <OpenInNewIcon fontSize="small" aria-hidden />
            </ListItemButton>
          </ListItem>
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>
        <DownloadButton
          manifest={info.manifest}
          platform={info.platform}
          supported={info.supported}
          variant="outlined"
          label={
            update?.updateAvailable
              ? t('vpn.info.client.downloadUpdate', { version: update.latestVersion })
              : t('vpn.info.client.downloadInstaller')
          }
        />
      </Box>
    </Box>
  );
}

function ProtocolChoiceSection() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ProtocolChoice>(() => readForcedProtocol(safeLocalStorage()) ?? 'tcp');
  const headingId = useId();
  const change = (value: string) => {
    const next: ProtocolChoice = value === 'tcp4' || value === 'tcp6' ? value : 'tcp';
    storeForcedProtocol(safeLocalStorage(), next);
    setChoice(next);
  };
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('vpn.info.protocol.title')}
      </Typography>
      <RadioGroup aria-labelledby={headingId} value={choice} onChange={(event) => change(event.target.value)}>
        <FormControlLabel value="tcp" control={<Radio />} label={t('vpn.info.protocol.auto')} />
        <FormControlLabel value="tcp4" control={<Radio />} label={t('vpn.info.protocol.tcp4')} />
        <FormControlLabel value="tcp6" control={<Radio />} label={t('vpn.info.protocol.tcp6')} />
      </RadioGroup>
    </Box>
  );
}
