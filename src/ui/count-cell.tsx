import { Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A count in a table cell: the number; a dash (named `unavailableLabel` for screen readers) when it could not be
 * counted; a placeholder while it is being counted. The placeholder is a named progress bar and the dash hides behind
 * hidden text: a bare span may not carry a name (ARIA prohibits it), and axe says so.
 */
export function CountCell({ value, failed, unavailableLabel }: { value: number | undefined; failed: boolean; unavailableLabel: string }) {
  const { t } = useTranslation();
  if (value !== undefined) return value;
  if (failed) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={visuallyHidden}>
          {unavailableLabel}
        </Box>
      </>
    );
  }
  return <Skeleton variant="text" width={24} sx={{ display: 'inline-block' }} role="progressbar" aria-label={t('common.loading')} />;
}
