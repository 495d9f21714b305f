import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/page-layout';
import { useAuditTrailPage } from '../hooks/use-audit-trail-page';
import { AuditDetailDialog } from './audit-detail-dialog';
import { AuditFiltersBar } from './audit-filters-bar';
import { AuditTable } from './audit-table';
import { SavedViewsMenu } from './saved-views-menu';
import '../catalogue';

/** /audit-trail: who did what, filtered on the server, with the difference each change made. */
export function AuditTrailPage() {
  const { t } = useTranslation();
  const page = useAuditTrailPage();
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SavedViewsMenu views={page.views} onApply={page.applyView} onSave={page.saveView} onDelete={page.deleteView} />
      <Button variant="contained" startIcon={<FileDownloadIcon />} onClick={page.runExport} loading={page.exporting}>
        {t('auditTrail.export.button')}
      </Button>
    </Stack>
  );
  return (
    <PageLayout
      title={t('auditTrail.title')}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('auditTrail.title') }]}
      actions={actions}
    >
      <Stack spacing={2}>
        <AuditFiltersBar filters={page.filters} onChange={page.setFilters} />
        <AuditTable
          entries={page.entries}
          names={page.names}
          isLoading={page.isLoading}
          busy={page.busy}
          error={page.isError ? (page.error ?? '') : undefined}
          onRetry={page.retry}
          filtered={page.filtered}
          onClearFilters={page.clearFilters}
          onOpen={page.open}
          loadMore={page.loadMore}
        />
        <AuditDetailDialog entry={page.opened} names={page.names} onClose={page.close} />
      </Stack>
    </PageLayout>
  );
}
