import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { keyframes, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './catalogue';

const pulse = keyframes`50% { opacity: 0.4; }`;

/** MUI's rounded, pulsing Skeleton, without its component: lists are the first thing the first admin page shows. */
const PlaceholderRow = styled('span')(({ theme }) => ({
  display: 'block',
  height: 32,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: theme.alpha((theme.vars ?? theme).palette.text.primary, 0.11),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** Placeholder rows while a list loads. */
export function LoadingRows({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Stack spacing={1} role="progressbar" aria-label={label} aria-busy="true" sx={{ p: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <PlaceholderRow key={index} />
      ))}
    </Stack>
  );
}

/**
 * A page on its way (its code still downloading): the frame of a page, a breadcrumb, a title and rows, drawn at once
 * in place of a blank area.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="progressbar" aria-label={label} aria-busy="true">
      <PlaceholderRow sx={{ width: 220, height: 20 }} />
      <PlaceholderRow sx={{ width: 280, height: 40 }} />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Stack spacing={1} sx={{ p: 2 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <PlaceholderRow key={index} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** Nothing to show yet, with an optional next step. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <InboxOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="subtitle1" component="p">
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/**
 * The one "not found" of every page (a device, a group type, an asset, a page…): what was not found, why that may be,
 * and the way back to the list it belongs to.
 */
export function NotFoundState({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <SearchOffIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ui.states.notFoundText')}
      </Typography>
      <Button component={Link} to={backTo} variant="outlined" sx={{ mt: 2 }}>
        {backLabel}
      </Button>
    </Paper>
  );
}

/** A load failed: what happened and a way to try again. */
export function ErrorState({ title, message, onRetry }: { title?: string; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ p: 3, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="subtitle1" component="p">
        {title ?? t('ui.states.loadFailed')}
      </Typography>
      {message && (
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
      )}
      {onRetry && (
        <Button onClick={onRetry} sx={{ mt: 2 }}>
          {t('ui.actions.retry')}
        </Button>
      )}
    </Box>
  );
}
