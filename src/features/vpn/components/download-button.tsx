import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseManifest } from '../model/connector-types';
import type { DesktopPlatform, Platform } from '../model/platform';
import { downloadUrl, releaseFor } from '../model/release';
import '../catalogue';
import '../catalogue-dialogs';

interface DownloadProps {
  manifest: ReleaseManifest | undefined;
  platform: Platform;
  supported: readonly DesktopPlatform[];
  label: string;
  /** Always offer every supported platform in a menu (the install dialog), else a direct link for this platform. */
  menu?: boolean;
  variant?: 'contained' | 'outlined' | 'text';
}

/** The installer download: a link for the user's platform, or a menu of the branding's supported platforms. */
export function DownloadButton({
  manifest,
  platform,
  supported,
  label,
  menu = false,
  variant = 'contained',
}: DownloadProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const own = releaseFor(manifest, platform, supported);
  const choices = supported.flatMap((os) => {
    const release = releaseFor(manifest, os, supported);
    return release ? [{ os, href: downloadUrl(release) }] : [];
  });

  if (own && !menu) {
    return (
      <Button
        variant={variant}
        startIcon={<DownloadIcon />}
        href={downloadUrl(own)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
      </Button>
    );
  }
  const ordered = [...choices].sort((a, b) => Number(b.os === platform) - Number(a.os === platform));
  return (
    <>
      <Button
        variant={variant}
        startIcon={<DownloadIcon />}
        disabled={ordered.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ordered.map((choice) => (
          <MenuItem
            key={choice.os}
            component="a"
            href={choice.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
          >
            {t('vpn.info.client.downloadFor', { os: t(`vpn.os.${choice.os}`) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
