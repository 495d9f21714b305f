import { humanize } from '@/i18n';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSendOutlined';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { canManage, usePermissions } from '@/features/session';
import {
  pageRows,
  pageCount,
  REPORT_LIST_PAGE_SIZE,
  reportsOf,
  rowsOfPage,
  searchRows,
  type PageRow,
} from '@/features/pages/model/report-list';
import type { ReportTarget } from '@/features/pages/model/report-range';
import type { Page } from '@/features/pages/model/schemas';
import { ListPager } from './list-pager';
import { ReportDialog } from './report-dialog';
import { useNumberFormat } from './use-number-format';
import '@/features/pages/catalogue';
import '@/features/pages/catalogue-reports';

/** What the section needs of a pages query (AgentPageList or AssetPageList). */
export interface PagesQuery {
  data?: Page[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface OwnerPagesSectionProps {
  /** The device's or asset's name, for the table's label. */
  ownerName: string;
  target: ReportTarget;
  query: PagesQuery;
  /** Where a page opens drawn with the owner's data (docs/MACHINE-DATA.md). */
  viewPath: (pageId: string) => string;
}

const rowId = (row: PageRow) => row.page.publicId;

// Words and button texts keep to one line ("Dashboard", "Queue report") on a narrow screen.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The pages of a device or an asset: title, type and state, searchable and read 50 at a time (a device can have 4 000).
 * A report can be queued from its row or from the Queue report button.
 */
export function OwnerPagesSection({ ownerName, target, query, viewPath }: OwnerPagesSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const managesPages = canManage(usePermissions(), 'pages');
  const format = useNumberFormat();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [listPage, setListPage] = useState({ search: '', index: 0 });
  const [queueing, setQueueing] = useState<{ reportId: string } | null>(null);

  const rows = useMemo(() => pageRows(query.data ?? [], managesPages), [query.data, managesPages]);
  const found = useMemo(() => searchRows(rows, deferredSearch), [rows, deferredSearch]);
  const reports = useMemo(() => reportsOf(rows), [rows]);
  // A new search starts at its first rows.
  const index = Math.min(listPage.search === deferredSearch ? listPage.index : 0, pageCount(found.length) - 1);
  const shown = useMemo(() => rowsOfPage(found, index), [found, index]);

  const columns = useMemo<Column<PageRow>[]>(
    () => [
      {
        id: 'title',
        header: t('pages.reports.columns.title'),
        isRowHeader: true,
        minWidth: 140,
        render: (row) => (
          // The text's own colour, underlined: readable on a hovered row of any branding.
          <Link
            component={RouterLink}
            color="inherit"
            to={viewPath(row.page.publicId)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {row.title}
          </Link>
        ),
      },
      {
        id: 'type',
        header: t('pages.reports.columns.type'),
        render: (row) => {
          const type = row.page.applicationType;
          return (
            <Box component="span" sx={NO_WRAP}>
              {type === 'sheet' || type === 'card' || type === 'report'
                ? t(`pages.types.${type}`)
                : humanize(type ?? '')}
            </Box>
          );
        },
      },
      {
        id: 'state',
        header: t('pages.reports.columns.state'),
        minWidth: 130,
        render: (row) => t(`pages.states.${row.state}`),
      },
      {
        id: 'actions',
        header: t('pages.reports.columns.actions'),
        align: 'right',
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {managesPages && (
              <Button
                size="small"
                color="inherit"
                component={RouterLink}
                to={`/pages/${encodeURIComponent(row.page.publicId)}`}
                sx={NO_WRAP}
                aria-label={t('pages.reports.editRow', { title: row.title })}
              >
                {t('pages.reports.edit')}
              </Button>
            )}
            {row.isReport && (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                sx={NO_WRAP}
                aria-label={t('pages.reports.queue.rowLabel', { title: row.title })}
                onClick={() => setQueueing({ reportId: row.page.publicId })}
              >
                {t('pages.reports.queue.row')}
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [t, managesPages, viewPath],
  );

  const loaded = !query.isLoading && !query.isError;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('pages.reports.title')}
        </Typography>
        {loaded && reports.length > 0 && (
          <Button
            variant="outlined"
            startIcon={<ScheduleSendIcon />}
            onClick={() => setQueueing({ reportId: reports[0]?.page.publicId ?? '' })}
          >
            {t('pages.reports.queue.button')}
          </Button>
        )}
      </Stack>
      {loaded && rows.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
          <TextField
            type="search"
            size="small"
            label={t('pages.reports.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ minWidth: { sm: 260 } }}
          />
          <Typography aria-live="polite" variant="body2" color="text.secondary" data-testid="pages-count">
            {deferredSearch.trim() === ''
              ? t('pages.reports.count', { count: rows.length, formatted: format(rows.length) })
              : t('pages.reports.matching', { shown: format(found.length), count: format(rows.length) })}
          </Typography>
        </Stack>
      )}
      <ResourceTable
        label={t('pages.reports.tableLabel', { name: ownerName })}
        columns={columns}
        rows={shown}
        getRowId={rowId}
        isLoading={query.isLoading}
        error={query.isError ? firstErrorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={rows.length === 0 ? t('pages.reports.empty') : t('pages.reports.noMatch')}
        busy={search !== deferredSearch}
        footer={
          found.length > REPORT_LIST_PAGE_SIZE ? (
            <ListPager
              index={index}
              size={REPORT_LIST_PAGE_SIZE}
              count={found.length}
              onChange={(next) => setListPage({ search: deferredSearch, index: next })}
            />
          ) : undefined
        }
      />
      {queueing && (
        <ReportDialog
          reports={reports}
          initialReportId={queueing.reportId}
          target={target}
          onClose={() => setQueueing(null)}
        />
      )}
    </Paper>
  );
}
