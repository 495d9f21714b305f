import { humanize } from '@/i18n';
import StarIcon from '@mui/icons-material/Star';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceTable, type Column } from '@/ui/resource-table';
import type { PagesActions } from '@/features/pages/hooks/use-pages-actions';
import { pageState } from '@/features/pages/model/changes';
import { pageIcon, pageTitle, type Page } from '@/features/pages/model/schemas';
import { isKnownType, type PageSection } from './list-model';
import { PageIcon } from './page-icon';
import { PageRowMenu } from './page-row-menu';
import '@/features/pages/catalogue';

type RowActions = Pick<PagesActions, 'open' | 'openRename' | 'duplicate' | 'toggleDefault' | 'download' | 'openDelete'>;

const pageId = (page: Page) => page.publicId;
const noop = () => undefined;

function TypeText({ page }: { page: Page }) {
  const { t } = useTranslation();
  const type = page.applicationType;
  return <>{isKnownType(type) ? t(`pages.types.${type}`) : humanize(type ?? '')}</>;
}

function StateChip({ page }: { page: Page }) {
  const { t } = useTranslation();
  const state = pageState(page);
  // Unpublished changes ask for attention; the other states read as plain outlines.
  // The label wraps rather than being cut when the column is narrow.
  return (
    <Chip
      size="small"
      variant={state === 'publishedWithChanges' ? 'filled' : 'outlined'}
      label={t(`pages.states.${state}`)}
      sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

/** The columns of every section: the same objects while the screen width stays, so rows are not drawn again. */
function usePageColumns(actions: RowActions, narrow: boolean): Column<Page>[] {
  const { t } = useTranslation();
  // The actions change identity each render; the menus call the latest ones through a stable object.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  return useMemo(() => {
    const rowActions: RowActions = {
      open: (page) => latest.current.open(page),
      openRename: (page) => latest.current.openRename(page),
      duplicate: (page) => latest.current.duplicate(page),
      toggleDefault: (page) => latest.current.toggleDefault(page),
      download: (page) => latest.current.download(page),
      openDelete: (page) => latest.current.openDelete(page),
    };
    const title: Column<Page> = {
      id: 'title',
      header: t('pages.list.columns.title'),
      isRowHeader: true,
      render: (page) => {
        const shown = pageTitle(page);
        return (
          <>
            {/* Text colour, underlined: readable on any branding, hovered row or not. */}
            <Link
              component={RouterLink}
              to={`/pages/${encodeURIComponent(page.publicId)}`}
              color="inherit"
              sx={{ fontWeight: 500 }}
            >
              {shown}
            </Link>
            {page.name !== shown && (
              <Typography variant="body2" color="text.secondary">
                {t('pages.list.nameIs', { name: page.name })}
              </Typography>
            )}
            {narrow && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                <PageIcon name={pageIcon(page)} />
                <Typography variant="body2" color="text.secondary" component="span">
                  <TypeText page={page} />
                </Typography>
                <StateChip page={page} />
              </Stack>
            )}
          </>
        );
      },
    };
    return [
      ...(narrow
        ? []
        : [
            {
              id: 'icon',
              header: t('pages.list.columns.icon'),
              render: (page: Page) => <PageIcon name={pageIcon(page)} />,
            },
          ]),
      title,
      ...(narrow
        ? []
        : [
            { id: 'type', header: t('pages.list.columns.type'), render: (page: Page) => <TypeText page={page} /> },
            { id: 'state', header: t('pages.list.columns.state'), render: (page: Page) => <StateChip page={page} /> },
          ]),
      {
        id: 'default',
        header: t('pages.list.columns.default'),
        render: (page) =>
          page.default ? (
            <Chip size="small" color="primary" icon={<StarIcon aria-hidden />} label={t('pages.list.defaultMark')} />
          ) : null,
      },
      {
        id: 'actions',
        header: t('pages.list.columns.actions'),
        align: 'right',
        render: (page) => <PageRowMenu page={page} actions={rowActions} />,
      },
    ];
  }, [t, narrow]);
}

/**
 * Every section's table has the same column widths (fixed layout), so the groups read as one list; the title takes
 * what is left. Wide: icon, title, type, state, default, actions; narrow: title, default, actions.
 */
const WIDE_WIDTHS = [140, null, 110, 300, 120, 72];
const NARROW_WIDTHS = [null, 120, 72];
const fixedColumns = (widths: readonly (number | null)[]) => ({
  '& table': { tableLayout: 'fixed' },
  ...Object.fromEntries(
    widths.map((width, index) => [`& thead th:nth-of-type(${index + 1})`, { width: width ?? 'auto' }]),
  ),
});
const WIDE_SX = fixedColumns(WIDE_WIDTHS);
const NARROW_SX = fixedColumns(NARROW_WIDTHS);

/** The pages by group: a heading and a table for each group, the pages without a group last. */
export function PagesByGroup({
  sections,
  actions,
  narrow,
}: {
  sections: readonly PageSection[];
  actions: RowActions;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const columns = usePageColumns(actions, narrow);
  return (
    <Stack spacing={3}>
      {sections.map((section) => {
        const name = section.groupName ?? t('pages.list.noGroup');
        const headingId = `pages-group-${section.groupId ?? 'none'}`;
        return (
          <Box
            component="section"
            key={section.groupId ?? ''}
            aria-labelledby={headingId}
            sx={narrow ? NARROW_SX : WIDE_SX}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
              <Typography variant="h6" component="h2" id={headingId}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('pages.list.count', { count: section.pages.length })}
              </Typography>
            </Stack>
            <ResourceTable
              label={t('pages.list.tableLabel', { group: name })}
              columns={columns}
              rows={section.pages}
              getRowId={pageId}
              isLoading={false}
              onRetry={noop}
              emptyText=""
            />
          </Box>
        );
      })}
    </Stack>
  );
}
