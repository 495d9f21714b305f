import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../catalogue';

interface SaveBarProps {
  count: number;
  problems: number;
  saving: boolean;
  save: () => void;
  discard: () => void;
}

/** Stays at the bottom of the view while there are unsaved changes: how many, what needs fixing, Save and Discard. */
export function SaveBar({ count, problems, saving, save, discard }: SaveBarProps) {
  const { t } = useTranslation();
  if (count === 0 && problems === 0) return null;
  return (
    <Paper
      component="section"
      aria-label={t('translations.save.region')}
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 3,
        px: 2,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }} role="status">
        <Typography sx={{ fontWeight: 500 }}>{t('translations.save.count', { count })}</Typography>
        {problems > 0 && (
          <Typography variant="body2" color="error">
            {t('translations.save.problems', { count: problems })}
          </Typography>
        )}
      </Stack>
      <Button onClick={discard} disabled={saving || count === 0}>
        {t('translations.save.discard')}
      </Button>
      <Button variant="contained" onClick={save} loading={saving} disabled={count === 0}>
        {t('translations.save.save')}
      </Button>
    </Paper>
  );
}
