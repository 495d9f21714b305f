import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SafeHtml } from '@/ui/safe-html';
import '@/features/pages/catalogue-viewer';

/** A text component: admin-written HTML, only through SafeHtml. */
export function TextView({ html }: { html: string }) {
  return <SafeHtml html={html} sx={{ overflow: 'auto', '& > :first-of-type': { mt: 0 } }} />;
}

/** An image component: an https address only (settings.ts), with its text alternative. */
export function ImageView({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation();
  if (!url) return <Typography color="text.secondary">{t('pages.viewer.noImage')}</Typography>;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      referrerPolicy="no-referrer"
      loading="lazy"
      sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', alignSelf: 'center', minHeight: 0 }}
    />
  );
}

/** The alarms component: the device's alarms are on its Alarms tab (until this page lists them itself). */
export function AlarmsView({ devicePath }: { devicePath: string | null }) {
  const { t } = useTranslation();
  if (!devicePath) return <Typography color="text.secondary">{t('pages.viewer.alarmsNoDevice')}</Typography>;
  return (
    <Typography>
      <Link component={RouterLink} to={`${devicePath}?tab=alarms`}>
        {t('pages.viewer.alarmsLink')}
      </Link>
    </Typography>
  );
}

/** A component whose template the portal cannot draw, named. */
export function UnknownView({ templateName }: { templateName: string }) {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary">
      {t('pages.viewer.unknownKind', { name: templateName || t('pages.viewer.untitled') })}
    </Typography>
  );
}
