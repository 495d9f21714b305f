import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../api';
import { reloadRequested } from '../../features/notices';
import { LightButton } from '../../ui/light-button';
import { useAppDispatch } from '../hooks';

export function ErrorFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3, textAlign: 'center' }}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 520, justifyItems: 'center' }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

const errorDetail = (error: unknown) =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`).split('\n').slice(0, 8).join('\n') : String(error);

/** The error itself is shown only in a development or test build, where it tells a developer what broke. */
export function GenericErrorPage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorFrame title={t('errors.generic.title')}>
      <Typography color="text.secondary">{t('errors.generic.text')}</Typography>
      {import.meta.env.DEV && error !== undefined && (
        <Typography component="pre" variant="caption" sx={{ whiteSpace: 'pre-wrap', textAlign: 'left' }}>
          {errorDetail(error)}
        </Typography>
      )}
    </ErrorFrame>
  );
}

/** A page's code could not be loaded (a deploy replaced the chunks, or the connection dropped): reloading fetches it again. */
export function ChunkErrorPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ErrorFrame title={t('errors.chunk.title')}>
      <Typography color="text.secondary">{t('errors.chunk.text')}</Typography>
      <LightButton variant="contained" onClick={() => dispatch(reloadRequested())}>
        {t('errors.chunk.reload')}
      </LightButton>
    </ErrorFrame>
  );
}

/** The status page is suggested only on hosts of the provider's cloud domain. */
export function statusPageLink(hostname: string, cloudDomain: string | undefined, statusPageUrl: string | undefined): string | null {
  if (!cloudDomain || !statusPageUrl) return null;
  const domain = cloudDomain.replace(/^\./, '').toLowerCase();
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? statusPageUrl : null;
}

export function ApiUnavailablePage() {
  const { t } = useTranslation();
  const config = getRuntimeConfig();
  const link = statusPageLink(location.hostname, config.cloudDomain, config.statusPageUrl);
  return (
    <ErrorFrame title={t('errors.apiUnavailable.title')}>
      <Typography color="text.secondary">{link ? t('errors.apiUnavailable.statusPage') : t('errors.apiUnavailable.tryAgain')}</Typography>
      {link && (
        // A plain anchor styled as a link: this page is on the start-up path, which need not download MUI's Link.
        <Typography
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ color: 'primary.main', textDecorationColor: 'currentColor', '&:hover': { textDecorationThickness: 2 } }}
        >
          {t('errors.apiUnavailable.statusPageLink')}
        </Typography>
      )}
    </ErrorFrame>
  );
}
