import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './use-number-format';
import '@/features/pages/catalogue-reports';

interface ListPagerProps {
  /** 0-based list page shown. */
  index: number;
  size: number;
  count: number;
  onChange: (index: number) => void;
}

/** Previous and next over a long list read in pieces, with the rows shown ("51–100 of 4,000"). */
export function ListPager({ index, size, count, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const from = index * size + 1;
  const to = Math.min(count, from + size - 1);
  return (
    <Stack
      component="nav"
      aria-label={t('pages.reports.pager.label')}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
    >
      <IconButton
        aria-label={t('pages.reports.pager.previous')}
        disabled={index === 0}
        onClick={() => onChange(index - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2">
        {t('pages.reports.pager.range', { from: format(from), to: format(to), count: format(count) })}
      </Typography>
      <IconButton aria-label={t('pages.reports.pager.next')} disabled={to >= count} onClick={() => onChange(index + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
