import { withTexts } from '@/i18n';
import { Box, Button, Stack, ToggleButton, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/ui/safe-html';
import { LoadingRows } from '@/ui/states';
import type { PolicyBuilder } from '@/features/legal/hooks/use-policy-builder';
import type { PolicyLanguageRow } from '@/features/legal/model/policy-schemas';
import { POLICY_TEXT_SX } from '../policy-view';

// The editor library downloads with the builder's editor only, never with the policy pages or the shell.
const PolicyEditor = lazy(() => import('./policy-editor').then(withTexts));

interface LanguagePanelProps {
  builder: PolicyBuilder;
  language: PolicyLanguageRow;
  name: string;
  id: string;
  tabId: string;
  hidden: boolean;
}

/** One language of the draft: the editor or the preview of exactly what will be saved, and Save. */
export function LanguagePanel({ builder, language, name, id, tabId, hidden }: LanguagePanelProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const languageId = language.publicId;
  const unsaved = builder.isUnsaved(languageId);
  const saving = builder.isSaving(languageId);
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tabId} hidden={hidden} sx={{ pt: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButton value="preview" size="small" selected={preview} onChange={() => setPreview((on) => !on)}>
            {t('legal.builder.preview')}
          </ToggleButton>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color={unsaved ? 'warning.main' : 'text.secondary'} role="status">
            {unsaved ? t('legal.builder.unsavedChanges') : t('legal.builder.allSaved')}
          </Typography>
          <Button variant="contained" disabled={!unsaved || saving} onClick={() => void builder.save(languageId, name)}>
            {saving ? t('legal.builder.saving') : t('legal.builder.save', { language: name })}
          </Button>
        </Stack>
        <Box hidden={preview}>
          <Suspense fallback={<LoadingRows rows={6} label={t('legal.builder.editorLoading')} />}>
            <PolicyEditor
              initialHtml={language.body}
              label={t('legal.builder.editorLabel', { language: name })}
              toolbarLabel={t('legal.builder.toolbar.label', { language: name })}
              lang={language.languageCode}
              onReady={(value) => builder.ready(languageId, value)}
              onChange={(value) => builder.change(languageId, value)}
            />
          </Suspense>
        </Box>
        {preview && (
          <SafeHtml
            html={builder.html[languageId] ?? language.body}
            role="region"
            aria-label={t('legal.builder.previewLabel', { language: name })}
            tabIndex={0}
            lang={language.languageCode}
            sx={{ ...POLICY_TEXT_SX, border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 260 }}
          />
        )}
      </Stack>
    </Box>
  );
}
