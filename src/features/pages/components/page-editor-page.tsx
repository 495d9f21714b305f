import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLayout } from '@/ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '@/ui/states';
import { useTemplateNames } from '../hooks/use-page-editor-components';
import { usePageEditor } from '../hooks/use-page-editor';
import { pageTitle } from '../model/schemas';
import { DraftEditor } from './editor/draft-editor';
import { EditorHeader } from './editor/editor-header';
import { HistorySection } from './editor/history-section';
import '../catalogue';
import '../catalogue-editor';

/** /pages/:publicId: a page's draft, ensured on open, edited, published or discarded, and its versions. */
export function PageEditorPage() {
  const { t } = useTranslation();
  const { publicId = '' } = useParams();
  const editor = usePageEditor(publicId);
  const { byId } = useTemplateNames();
  const [showHistory, setShowHistory] = useState(false);
  const { page, draft, status } = editor;
  const title = page ? pageTitle(page) : t('pages.editor.title');

  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('pages.title'), to: '/pages' }, { label: title }]}
    >
      {status === 'loading' && <LoadingRows label={t('pages.editor.loading')} />}
      {status === 'notFound' && (
        <NotFoundState
          title={t('pages.editor.notFound.title')}
          backTo="/pages"
          backLabel={t('pages.editor.notFound.back')}
        />
      )}
      {status === 'loadFailed' && <ErrorState onRetry={editor.reload} />}
      {page && (
        <Stack spacing={2}>
          <EditorHeader editor={editor} />
          {status === 'ensuring' && <LoadingRows label={t('pages.editor.ensuring')} rows={3} />}
          {status === 'noDraft' && (
            <ErrorState
              title={t('pages.editor.noDraft.title')}
              message={editor.ensureError ?? t('pages.editor.noDraft.text')}
              onRetry={editor.retryEnsure}
            />
          )}
          {status === 'ready' && draft && <DraftEditor page={page} draft={draft} busy={editor.busy} />}
          <div>
            <Button onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory}>
              {t(showHistory ? 'pages.history.hide' : 'pages.history.show')}
            </Button>
          </div>
          {showHistory && <HistorySection page={page} byId={byId} busy={editor.busy} />}
        </Stack>
      )}
    </PageLayout>
  );
}
