import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from './empty-value';

/**
 * A count in a table cell: the number; a dash (named `unavailableLabel` for screen readers) when it could not be
 * counted; a placeholder while it is being counted. The placeholder is a named progress bar and the dash hides behind
 * hidden text: a bare span may not carry a name (ARIA prohibits it), and axe says so.
 */
export function CountCell({
  value,
  failed,
  unavailableLabel,
}: {
  value: number | undefined;
  failed: boolean;
  unavailableLabel: string;
}) {
  const { t } = useTranslation();
  if (value !== undefined) return value;
  if (failed) return <EmptyValue label={unavailableLabel} />;
  return (
    <Skeleton
      variant="text"
      width={24}
      sx={{ display: 'inline-block' }}
      role="progressbar"
      aria-label={t('common.loading')}
    />
  );
}
