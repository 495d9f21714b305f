import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/ui/states';
import '@/features/pages/catalogue-viewer';

interface ComponentFrameProps {
  title: string;
  /** What the component shows; replaced by the loading, failed or missing states. */
  children?: ReactNode;
  loading?: boolean;
  /** The component's read failed: said here, with Try again; the rest of the page stays. */
  failed?: { message: string; onRetry: () => void } | null;
  /** Tags the device does not log. */
  missing?: readonly string[];
  /** Fills the grid cell it sits in. */
  fill?: boolean;
}

/** One component's card on a page: its title, then its content or the state that stands for it. */
export function ComponentFrame({ title, children, loading, failed, missing = [], fill = true }: ComponentFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('pages.viewer.untitled')}
      aria-busy={loading || undefined}
      sx={{
        p: 1.5,
        height: fill ? '100%' : undefined,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
        // Clipped, not hidden: a hidden overflow can still be scrolled (focus, scroll anchoring), hiding the title.
        overflow: 'clip',
      }}
    >
      {title && (
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, flexShrink: 0 }}
          noWrap
          title={title}
        >
          {title}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {missing.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {missing.map((tag) => t('pages.viewer.noDataFor', { tag })).join(' ')}
          </Typography>
        )}
        {failed ? (
          <ErrorState title={t('pages.viewer.failed')} message={failed.message || undefined} onRetry={failed.onRetry} />
        ) : loading ? (
          <Skeleton variant="rounded" sx={{ flexGrow: 1, minHeight: 48 }} aria-label={t('pages.viewer.loading')} />
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}
