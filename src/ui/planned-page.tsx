import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Breadcrumbs, Paper, Stack, Typography } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a page whose content arrives with a later issue: title, breadcrumb and what will be here.
 * `standalone` pages live outside the admin shell and get their own centred frame.
 */
export function PlannedPage({ titleKey, sectionKey, standalone = false }: { titleKey: ParseKeys; sectionKey?: ParseKeys; standalone?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: standalone ? 720 : undefined }}>
      {sectionKey && (
        <Breadcrumbs aria-label={t('shell.breadcrumb')}>
          <Typography color="text.secondary">{t(sectionKey)}</Typography>
          <Typography color="text.primary">{t(titleKey)}</Typography>
        </Breadcrumbs>
      )}
      <Typography component="h1" variant="h4">
        {t(titleKey)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionOutlined color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6">{t('shell.planned.title')}</Typography>
        <Typography color="text.secondary">{t('shell.planned.text', { page: t(titleKey) })}</Typography>
      </Paper>
    </Stack>
  );
  if (!standalone) return content;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      {content}
    </Box>
  );
}
