import { Box, Button, Divider, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { formatDate } from '@/lib/intl-formatters';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Notice } from '@/ui/notice';
import { StandalonePage } from '@/ui/standalone-page';
import { ErrorState, LoadingRows } from '@/ui/states';
import { usePolicyBuilder, type PolicyBuilder } from '@/features/legal/hooks/use-policy-builder';
import type { PolicyKind } from '@/features/legal/model/policy-kind';
import { languageName } from '../policy-view';
import { LanguagePanel } from './language-panel';
import { SettingSection } from './setting-section';
import { UnsavedChangesDialog } from '@/ui/unsaved-changes-dialog';
import '@/features/legal/catalogue-builder';

/** The published version and the company's setting. */
function StatusSection({ kind, builder }: { kind: PolicyKind; builder: PolicyBuilder }) {
  const { t, i18n } = useTranslation();
  const { published } = builder;
  const date = published?.publishedOn ? formatDate(published.publishedOn, i18n.language) : '';
  return (
    <Stack spacing={2}>
      <Typography>
        {published
          ? t('legal.builder.publishedVersion', { version: published.version ?? '', date })
          : t('legal.builder.neverPublished')}
        {published && builder.setting === 'company' && (
          <>
            {' '}
            <Link component={RouterLink} to={builder.info.companyPath}>
              {t('legal.builder.viewPublished')}
            </Link>
          </>
        )}
      </Typography>
      <SettingSection kind={kind} builder={builder} />
    </Stack>
  );
}

/** The draft's languages as tabs, each with its editor, and Publish. */
function DraftEditor({ builder }: { builder: PolicyBuilder }) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const languages = builder.draft?.languages ?? [];
  const [active, setActive] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const current = Math.min(active, Math.max(0, languages.length - 1));
  if (languages.length === 0) return <Notice severity="info">{t('legal.builder.noLanguages')}</Notice>;
  return (
    <Stack spacing={2}>
      <Tabs
        value={current}
        onChange={(_event, index: number) => setActive(index)}
        aria-label={t('legal.builder.languages')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {languages.map((language, index) => {
          const name = languageName(language.languageCode, i18n.language);
          return (
            <Tab
              key={language.publicId}
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              label={builder.isUnsaved(language.publicId) ? t('legal.builder.tabUnsaved', { language: name }) : name}
            />
          );
        })}
      </Tabs>
      {languages.map((language, index) => (
        <LanguagePanel
          key={language.publicId}
          builder={builder}
          language={language}
          name={languageName(language.languageCode, i18n.language)}
          id={`${baseId}-panel-${index}`}
          tabId={`${baseId}-tab-${index}`}
          hidden={index !== current}
        />
      ))}
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
      >
        {builder.dirty && <Typography color="text.secondary">{t('legal.builder.publishHint')}</Typography>}
        <Button variant="contained" disabled={builder.dirty || builder.publishing} onClick={() => setConfirming(true)}>
          {t('legal.builder.publish')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('legal.builder.publishTitle')}
        text={t('legal.builder.publishText', { version: builder.draft?.version ?? '' })}
        confirmLabel={t('legal.builder.publish')}
        pending={builder.publishing}
        onConfirm={() => void builder.publish().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/**
 * /custom-terms-of-use-builder and /custom-privacy-statement-builder: the company's draft policy per language, edited
 * as rich text, previewed through SafeHtml, saved per language and published; the company's setting beside it.
 */
export function PolicyBuilderPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation();
  const builder = usePolicyBuilder(kind);
  const { legal, sector, policies, blocker } = builder;
  const failed = legal.isError || sector.isError || policies.isError;
  const loaded = legal.data && sector.data && policies.data;

  let body;
  if (failed) {
    const error = legal.error ?? sector.error ?? policies.error;
    body = (
      <ErrorState
        title={t('legal.builder.loadFailed')}
        message={firstErrorMessage(error)}
        onRetry={() => [legal, sector, policies].forEach((query) => query.isError && void query.refetch())}
      />
    );
  } else if (!loaded) {
    body = <LoadingRows rows={8} label={t('legal.builder.loading')} />;
  } else {
    body = (
      <Stack spacing={3}>
        <StatusSection kind={kind} builder={builder} />
        <Divider />
        {!builder.allowed ? (
          <Notice severity="info">{t(`legal.builder.notAllowed.${kind}`)}</Notice>
        ) : !builder.draft ? (
          <Notice severity="info">{t('legal.builder.noDraft')}</Notice>
        ) : (
          <Box>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('legal.builder.draftTitle', { version: builder.draft.version ?? '' })}
            </Typography>
            <DraftEditor key={builder.draft.publicId} builder={builder} />
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <StandalonePage title={t(`legal.builder.title.${kind}`)}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {body}
      </Paper>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeep={() => blocker.reset?.()}
      />
    </StandalonePage>
  );
}
