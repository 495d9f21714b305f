import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/api';
import { reloadRequested } from '@/features/notices';
import { LightButton } from '@/ui/light-button';
import { useAppDispatch } from '../hooks';

export function ErrorFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3, textAlign: 'center' }}
    >
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
  error instanceof Error
    ? (error.stack ?? `${error.name}: ${error.message}`).split('\n').slice(0, 8).join('\n')
    : String(error);

/** A plain anchor styled as a link: these pages are on the start-up path, which need not download MUI's Link. */
function PlainLink({ href, children, external = false }: { href: string; children: ReactNode; external?: boolean }) {
  return (
    <Typography
      component="a"
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ color: 'primary.main', textDecorationColor: 'currentColor', '&:hover': { textDecorationThickness: 2 } }}
    >
      {children}
    </Typography>
  );
}

/**
 * The error itself is shown only in a development or test build, where it tells a developer what broke. The way out
 * is a full load of the start page, so whatever broke starts afresh.
 */
export function GenericErrorPage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorFrame title={t('errors.generic.title')}>
      <Typography color="text.secondary">{t('errors.generic.text')}</Typography>
      <PlainLink href="/">{t('errors.generic.startPage')}</PlainLink>
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
export function statusPageLink(
  hostname: string,
  cloudDomain: string | undefined,
  statusPageUrl: string | undefined,
): string | null {
  if (!cloudDomain || !statusPageUrl) return null;
  const domain = cloudDomain.replace(/^\./, '').toLowerCase();
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? statusPageUrl : null;
}

/**
 * The server did not answer (its title: API server unavailable). Try again reads again what failed and brings the page back
 * once the server answers; the address does not change.
 */
export function ApiUnavailablePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const config = getRuntimeConfig();
  const link = statusPageLink(location.hostname, config.cloudDomain, config.statusPageUrl);
  const [attempt, setAttempt] = useState<'idle' | 'trying' | 'failed'>('idle');
  const tryAgain = () => {
    setAttempt('trying');
    // Loaded when pressed: the sign-in page, which this page is part of, does not download it.
    void import('@/features/notices/model/retry')
      .then(({ retryUnavailable }) => dispatch(retryUnavailable()))
      .then((answered) => {
        if (!answered) setAttempt('failed');
      });
  };
  return (
    <ErrorFrame title={t('errors.apiUnavailable.title')}>
      <Typography color="text.secondary">
        {link ? t('errors.apiUnavailable.statusPage') : t('errors.apiUnavailable.tryAgain')}
      </Typography>
      {link && (
        <PlainLink href={link} external>
          {t('errors.apiUnavailable.statusPageLink')}
        </PlainLink>
      )}
      <LightButton variant="contained" onClick={tryAgain} disabled={attempt === 'trying'}>
        {attempt === 'trying' ? t('errors.apiUnavailable.trying') : t('errors.apiUnavailable.retry')}
      </LightButton>
      <Typography role="status" color="text.secondary" variant="body2">
        {attempt === 'failed' ? t('errors.apiUnavailable.stillUnavailable') : ''}
      </Typography>
    </ErrorFrame>
  );
}
