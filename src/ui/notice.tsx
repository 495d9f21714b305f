import { Box, Paper, type SxProps, type Theme } from '@mui/material';
import type { AriaRole, HTMLAttributes, ReactNode } from 'react';
import { LightButton } from './light-button';

/** One entry of an `sx` array. */
type SxItem = Extract<SxProps<Theme>, readonly unknown[]>[number];

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'color'> {
  severity: NoticeSeverity;
  /** `standard`: tinted background; `filled`: the severity's colour (snackbars). */
  variant?: 'standard' | 'filled';
  /** Defaults to `alert` for errors and warnings, `status` otherwise. */
  role?: AriaRole;
  /** Shown at the end, in place of the close button (as in MUI's Alert). */
  action?: ReactNode;
  /** Adds a close button named by `closeText` when there is no `action`. */
  onClose?: () => void;
  closeText?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** MUI's own severity icons (SuccessOutlined, ReportProblemOutlined, ErrorOutline, InfoOutlined), 24×24. */
const ICON_PATHS: Record<NoticeSeverity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
};
const CLOSE_PATH =
  'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** A decorative 1em icon in the current colour (what SvgIcon draws, without its component). */
function Icon({ path, size }: { path: string; size: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={path} />
    </svg>
  );
}

/**
 * A message box that looks like MUI's Alert (same theme colours, spacing and icons) without its IconButton and icon
 * components, for the sign-in page and the snackbars. Like Alert, its root is a Paper, so it takes the card surface's
 * palette. The colours are the theme's CSS variables (`palette.Alert.*`): the app's theme always has them.
 */
export function Notice({
  severity,
  variant = 'standard',
  role,
  action,
  onClose,
  closeText = 'Close',
  sx,
  children,
  className,
  ...other
}: NoticeProps) {
  const filled = variant === 'filled';
  const closeButton = onClose ? (
    <LightButton color="inherit" round aria-label={closeText} title={closeText} onClick={onClose}>
      <Icon path={CLOSE_PATH} size="20px" />
    </LightButton>
  ) : null;
  const end = action ?? closeButton;

  return (
    <Paper
      elevation={0}
      role={role ?? (severity === 'error' || severity === 'warning' ? 'alert' : 'status')}
      className={`Notice-${variant} Notice-${severity}${className ? ` ${className}` : ''}`}
      {...other}
      sx={[
        (theme) => {
          const colours = theme.vars?.palette.Alert;
          return {
            ...theme.typography.body2,
            display: 'flex',
            p: '6px 16px',
            ...(filled
              ? {
                  fontWeight: theme.typography.fontWeightMedium,
                  color: colours?.[`${severity}FilledColor`],
                  bgcolor: colours?.[`${severity}FilledBg`],
                }
              : { color: colours?.[`${severity}Color`], bgcolor: colours?.[`${severity}StandardBg`] }),
          };
        },
        ...((Array.isArray(sx) ? sx : [sx]) as readonly SxItem[]),
      ]}
    >
      <Box
        className="Notice-icon"
        sx={(theme) => ({
          mr: '12px',
          py: '7px',
          display: 'flex',
          fontSize: 22,
          opacity: 0.9,
          color: filled ? undefined : theme.vars?.palette.Alert[`${severity}IconColor`],
        })}
      >
        <Icon path={ICON_PATHS[severity]} size="1em" />
      </Box>
      <Box className="Notice-message" sx={{ py: '8px', minWidth: 0, overflow: 'auto' }}>
        {children}
      </Box>
      {end != null && (
        <Box
          className="Notice-action"
          sx={{ display: 'flex', alignItems: 'flex-start', p: '4px 0 0 16px', ml: 'auto', mr: '-8px' }}
        >
          {end}
        </Box>
      )}
    </Paper>
  );
}
