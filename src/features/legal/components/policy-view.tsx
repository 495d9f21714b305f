import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { formatDate } from '@/lib/intl-formatters';
import { SafeHtml } from '@/ui/safe-html';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { choosePolicyLanguage } from '../model/policy-language';
import type { Policy } from '../model/policy-schemas';
import { SCREEN_ONLY } from './policy-frame';
import '../catalogue-pages';

/** How a policy body looks: headings, paragraphs, lists and links in the portal's type scale. */
export const POLICY_TEXT_SX = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& h1, & h2': { typography: 'h5', mt: 3, mb: 1 },
  '& h3, & h4': { typography: 'h6', mt: 2, mb: 1 },
  '& > :first-of-type': { mt: 0 },
  '& p, & ul, & ol': { mt: 0, mb: 1.5 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%' },
} as const;

/** A language's name in the interface language ("Deutsch" is "German" in English), else its code. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface PolicyQueryState {
  data?: Policy | null;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PolicyViewProps {
  title: string;
  policy: PolicyQueryState;
  /** The languages the reader wants, best first (wantedLanguages). */
  wanted: readonly string[];
}

/**
 * One policy as a page: its title, version and publication date, a switch among its languages (the reader's first)
 * and its body through SafeHtml. Loading, failed (with retry) and "none published" states.
 */
export function PolicyView({ title, policy, wanted }: PolicyViewProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const data = policy.data;
  const languages = data?.languages ?? [];
  const language = languages.find((row) => row.languageCode === chosen) ?? choosePolicyLanguage(languages, wanted);

  let content;
  if (policy.isError) {
    content = (
      <ErrorState
        title={t('legal.pages.loadFailed')}
        message={firstErrorMessage(policy.error)}
        onRetry={() => void policy.refetch()}
      />
    );
  } else if (data === undefined) {
    content = <LoadingRows rows={8} label={t('legal.pages.loading')} />;
  } else if (data === null) {
    content = <EmptyState title={t('legal.pages.none')} />;
  } else {
    const published = data.publishedOn ? formatDate(data.publishedOn, i18n.language) : null;
    content = (
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {[
            data.version ? t('legal.pages.version', { version: data.version }) : null,
            published ? t('legal.pages.published', { date: published }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {languages.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language?.languageCode ?? null}
            onChange={(_event, value: string | null) => value && setChosen(value)}
            aria-label={t('legal.pages.language')}
            sx={{ flexWrap: 'wrap', ...SCREEN_ONLY }}
          >
            {languages.map((row) => (
              <ToggleButton key={row.languageCode} value={row.languageCode} lang={row.languageCode}>
                {languageName(row.languageCode, row.languageCode)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {language?.body ? (
          <SafeHtml
            html={language.body}
            lang={language.languageCode}
            component="article"
            aria-label={title}
            sx={POLICY_TEXT_SX}
          />
        ) : (
          <Typography>{t('legal.pages.noText')}</Typography>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2} aria-busy={policy.isFetching}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {content}
    </Stack>
  );
}
