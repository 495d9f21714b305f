import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/FileUpload';
import { Button, Paper, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { usePagesActions } from '../hooks/use-pages-actions';
import { usePagesList } from '../hooks/use-pages-list';
import { pageTitle } from '../model/schemas';
import { CreatePageDialog } from './list/create-page-dialog';
import { ImportPageDialog } from './list/import-page-dialog';
import { PagesByGroup } from './list/pages-by-group';
import { RenamePageDialog } from './list/rename-page-dialog';
import '../catalogue';

/** /pages (MANAGE_PAGES): the company's pages by group, with create, rename or move, duplicate, default, export and import. */
export function PagesListPage() {
  const { t } = useTranslation();
  const list = usePagesList();
  const actions = usePagesActions();
  // Below 1280 px (the drawer takes its part) icon, kind and state go under the title: no column is squeezed into breaking words.
  const narrow = useMediaQuery(useTheme().breakpoints.down('lg'), { noSsr: true });

  const body = () => {
    if (list.isLoading) return <LoadingRows label={t('pages.list.loading')} />;
    if (list.error !== undefined) return <ErrorState message={list.error} onRetry={list.retry} />;
    if (list.total === 0) {
      return (
        <Paper variant="outlined">
          <EmptyState
            title={t('pages.list.empty')}
            text={t('pages.list.emptyText')}
            action={
              <Button variant="contained" startIcon={<AddIcon />} onClick={actions.openCreate}>
                {t('pages.actions.create')}
              </Button>
            }
          />
        </Paper>
      );
    }
    if (list.sections.length === 0) {
      return (
        <Paper variant="outlined">
          <EmptyState title={t('pages.list.noMatch', { search: list.search.trim() })} />
        </Paper>
      );
    }
    return <PagesByGroup sections={list.sections} actions={actions} narrow={narrow} />;
  };

  return (
    <PageLayout
      title={t('pages.title')}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('pages.title') }]}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={actions.openImport}>
            {t('pages.actions.import')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={actions.openCreate}>
            {t('pages.actions.create')}
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary">{t('pages.intro')}</Typography>
      <TextField
        type="search"
        size="small"
        label={t('pages.list.searchLabel')}
        placeholder={t('pages.list.searchPlaceholder')}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      {body()}
      {actions.creating && <CreatePageDialog groups={list.groups} {...actions.creating} />}
      {actions.renaming && (
        <RenamePageDialog key={actions.renaming.page.publicId} groups={list.groups} {...actions.renaming} />
      )}
      {actions.importing && <ImportPageDialog groups={list.groups} {...actions.importing} />}
      {actions.deleting && (
        <ConfirmDialog
          open
          title={t('pages.delete.title')}
          text={t('pages.delete.text', { title: pageTitle(actions.deleting.page) })}
          confirmLabel={t('pages.delete.confirm')}
          destructive
          pending={actions.deleting.pending}
          onConfirm={actions.deleting.confirm}
          onCancel={actions.deleting.cancel}
        />
      )}
    </PageLayout>
  );
}
