import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Stack, Typography } from '@mui/material';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, MessageDialog } from '@/ui/confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { TextInput } from '@/ui/text-input';
import { useTranslationsPage } from '../hooks/use-translations-page';
import { SaveBar } from './save-bar';
import { AddLanguageDialog, ExportDialog } from './translation-dialogs';
import { TranslationsGrid } from './translations-grid';
import '../catalogue';
import { UnsavedChangesDialog } from '@/ui/unsaved-changes-dialog';

const MemoGrid = memo(TranslationsGrid);
const MemoSaveBar = memo(SaveBar);

/** /translations (MANAGE_TRANSLATIONS): every key of the company × its languages, edited in place and saved as one batch. */
export function TranslationsPage() {
  const { t } = useTranslation();
  const page = useTranslationsPage();
  const file = useRef<HTMLInputElement>(null);
  const { dialog } = page;
  const ready = page.state === 'ready';
  const unavailable = page.state === 'loading' || page.state === 'error';
  const { addRow, openLanguage, openExport } = page;
  // The same element while typing in the search box: React skips the buttons.
  const actions = useMemo(
    () => (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={addRow} disabled={unavailable}>
          {t('translations.actions.add')}
        </Button>
        <Button startIcon={<TranslateIcon />} onClick={openLanguage} disabled={!ready}>
          {t('translations.actions.addLanguage')}
        </Button>
        <Button startIcon={<UploadIcon />} onClick={() => file.current?.click()} disabled={unavailable}>
          {t('translations.actions.import')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={openExport} disabled={!ready}>
          {t('translations.actions.export')}
        </Button>
      </Stack>
    ),
    [t, ready, unavailable, addRow, openLanguage, openExport],
  );

  return (
    <PageLayout
      title={t('translations.title')}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('translations.title') }]}
      actions={actions}
    >
      <Typography color="text.secondary">{t('translations.intro')}</Typography>
      <input
        ref={file}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        aria-label={t('translations.import.fileLabel')}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) page.importFile(chosen);
        }}
      />
      {page.state === 'loading' && <LoadingRows rows={8} label={t('translations.loading')} />}
      {page.state === 'error' && <ErrorState message={page.error} onRetry={page.retry} />}
      {page.state === 'empty' && (
        <EmptyState
          title={t('translations.empty')}
          text={t('translations.emptyText')}
          action={
            <Button variant="outlined" startIcon={<AddIcon />} onClick={page.addRow}>
              {t('translations.actions.add')}
            </Button>
          }
        />
      )}
      {ready && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <TextInput
              type="search"
              size="small"
              label={t('translations.search.label')}
              placeholder={t('translations.search.placeholder')}
              value={page.search}
              onChange={(event) => page.setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
            <Typography variant="body2" color="text.secondary" role="status">
              {t('translations.search.count', { shown: page.grid.rows.length, total: page.total })}
            </Typography>
          </Box>
          <MemoGrid
            label={t('translations.gridLabel')}
            emptyText={t('translations.search.noMatch', { search: page.search })}
            {...page.grid}
          />
        </>
      )}
      <MemoSaveBar {...page.changes} />
      {dialog?.kind === 'language' && (
        <AddLanguageDialog languages={page.grid.languages} onAdd={page.addLanguage} onClose={page.closeDialog} />
      )}
      {dialog?.kind === 'export' && page.exportCounts && (
        <ExportDialog counts={page.exportCounts} onExport={page.exportFile} onClose={page.closeDialog} />
      )}
      {dialog?.kind === 'notice' && (
        <MessageDialog open title={dialog.title} text={dialog.text} onClose={page.closeDialog} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('translations.deleteDialog.title')}
          text={
            dialog.row.key
              ? t('translations.deleteDialog.text', { key: dialog.row.key })
              : t('translations.deleteDialog.textNew')
          }
          confirmLabel={t('translations.deleteDialog.confirm')}
          destructive
          onConfirm={() => page.confirmDelete(dialog.row)}
          onCancel={page.closeDialog}
        />
      )}
      <UnsavedChangesDialog
        open={dialog?.kind === 'discard' || page.blocker.state === 'blocked'}
        onDiscard={() => {
          if (page.blocker.state === 'blocked') page.blocker.proceed();
          else page.confirmDiscard();
        }}
        onKeep={() => {
          if (page.blocker.state === 'blocked') page.blocker.reset();
          else page.closeDialog();
        }}
      />
    </PageLayout>
  );
}
