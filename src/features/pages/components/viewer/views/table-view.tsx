import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvText } from '@/lib/csv';
import { saveFile } from '@/lib/download';
import type { SeriesPoint } from '@/features/pages/model/data/query-plan';
import { sortRows, tableRows, type TableSort } from '@/features/pages/model/data/table-rows';
import { formatMomentIn, formatValue } from '@/features/pages/components/viewer/format';
import '@/features/pages/catalogue-viewer';

export interface TableColumn {
  name: string;
  unit: string | null;
  decimals: number;
  points: SeriesPoint[];
}

interface TableViewProps {
  title: string;
  columns: readonly TableColumn[];
  timeZone: string;
}

/** Rows shown at first and added by Show more: a table of a month of values stays quick to draw. */
const ROWS_SHOWN = 50;

/** The values of several tags by time, sortable by any column, with the shown data as a CSV file. */
export function TableView({ title, columns, timeZone }: TableViewProps) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<TableSort>({ column: 'time', direction: 'desc' });
  const [shown, setShown] = useState(ROWS_SHOWN);
  const rows = useMemo(() => tableRows(columns.map((column) => column.points)), [columns]);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const heading = (column: TableColumn) => (column.unit ? `${column.name} (${column.unit})` : column.name);

  const sortBy = (column: TableSort['column']) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'desc' ? 'asc' : 'desc',
    }));

  const download = () => {
    const header = [t('pages.viewer.table.time'), ...columns.map(heading)];
    const body = sorted.map((row) => [
      new Date(row.time).toISOString(),
      ...row.values.map((value) => (value === null ? '' : value)),
    ]);
    saveFile(`${title || t('pages.viewer.table.file')}.csv`, csvText(header, body), 'text/csv');
  };

  if (rows.length === 0) return <Typography color="text.secondary">{t('pages.viewer.noValue')}</Typography>;
  return (
    <Stack spacing={1} sx={{ minHeight: 0, flexGrow: 1 }}>
      <Box>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
          {t('pages.viewer.table.download')}
        </Button>
      </Box>
      <TableContainer sx={{ flexGrow: 1, minHeight: 0, overflow: 'auto' }}>
        <Table size="small" stickyHeader aria-label={title || t('pages.viewer.table.label')}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={sort.column === 'time' ? sort.direction : false}>
                <TableSortLabel
                  active={sort.column === 'time'}
                  direction={sort.column === 'time' ? sort.direction : 'desc'}
                  onClick={() => sortBy('time')}
                >
                  {t('pages.viewer.table.time')}
                </TableSortLabel>
              </TableCell>
              {columns.map((column, index) => (
                <TableCell
                  key={column.name}
                  align="right"
                  sortDirection={sort.column === index ? sort.direction : false}
                >
                  <TableSortLabel
                    active={sort.column === index}
                    direction={sort.column === index ? sort.direction : 'desc'}
                    onClick={() => sortBy(index)}
                  >
                    {heading(column)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.slice(0, shown).map((row) => (
              <TableRow key={row.time}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMomentIn(row.time, i18n.language, timeZone)}
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell
                    key={columns[index]?.name ?? index}
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatValue(value, i18n.language, columns[index]?.decimals ?? 1, null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {sorted.length > shown && (
        <Box>
          <Button size="small" onClick={() => setShown((count) => count + ROWS_SHOWN)}>
            {t('pages.viewer.table.more', { shown, total: sorted.length })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
