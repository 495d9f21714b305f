import type { SxProps, Theme } from '@mui/material';
import type { VpnLabel } from '@/features/vpn';

/**
 * The devices list's own cells: plain elements with class names, styled once for the whole table by `devicesListSx`
 * (on an element around it) instead of a styled MUI component per cell. A page of 50 devices draws 100 such labels;
 * as MUI Chips each computed its styles and ran its hooks on every draw.
 */
export const devicesListClasses = {
  label: 'DevicesList-label',
  online: 'DevicesList-online',
  filled: 'DevicesList-filled',
  success: 'DevicesList-success',
  info: 'DevicesList-info',
  actions: 'DevicesList-actions',
  wide: 'DevicesList-wide',
} as const;

const c = devicesListClasses;

/** The look of a small MUI Chip (24 px high, a pill, 13 px text), outlined or filled, in the same theme colours as the Chip. */
export const devicesListSx: SxProps<Theme> = {
  [`& .${c.label}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: 1,
    borderRadius: 3,
    border: 1,
    borderColor: (theme) => (theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]),
    color: 'text.primary',
    fontSize: '0.8125rem',
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  [`& .${c.label}.${c.online}`]: { borderColor: 'success.main', color: 'success.main' },
  [`& .${c.label}.${c.filled}.${c.success}`]: {
    borderColor: 'success.main',
    bgcolor: 'success.main',
    color: 'success.contrastText',
  },
  [`& .${c.label}.${c.filled}.${c.info}`]: {
    borderColor: 'info.main',
    bgcolor: 'info.main',
    color: 'info.contrastText',
  },
  [`& .${c.actions}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: { xs: 'flex-start', md: 'flex-end' },
    flexWrap: 'wrap',
    gap: 0.5,
  },
  // The web services menu where the row has room; the device page lists them at every width.
  [`& .${c.wide}`]: { display: { xs: 'none', md: 'block' } },
};

/** Online or Offline, in words and colour (online when the device has an active VPN session). */
export function StateLabel({ online, label }: { online: boolean; label: string }) {
  return <span className={online ? `${c.label} ${c.online}` : c.label}>{label}</span>;
}

const VPN_CLASSES: Record<VpnLabel, string> = {
  available: `${c.label} ${c.filled} ${c.success}`,
  connecting: `${c.label} ${c.filled} ${c.info}`,
  connected: `${c.label} ${c.filled} ${c.info}`,
  notAvailable: c.label,
};

/** The device's VPN label: Available (green), Connecting… or Connected (blue), Not available (outlined). */
export function VpnStateLabel({ vpn, label }: { vpn: VpnLabel; label: string }) {
  return <span className={VPN_CLASSES[vpn]}>{label}</span>;
}
