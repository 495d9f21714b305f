import { Chip, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { ResourceTable, type Column } from '@/ui/resource-table';
import type { LicenceListModel, LicenceRow } from '../hooks/use-licence-list';
import { EXPIRING_WITHIN_DAYS, LICENCE_STATES, type LicenceState } from '../model/licence-state';
import '../catalogue';

/** States that need attention stand out by a filled chip; the text keeps the page's own colours, readable on any branding. */
const ATTENTION: ReadonlySet<LicenceState> = new Set(['expired', 'expiring']);
const licenceId = (row: LicenceRow) => row.publicId;

/** The company's licences: type and state filters, a sortable table of type, serial number, state, expiry, device and bundle. */
export function LicenceTable({ list }: { list: LicenceListModel }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo((): Column<LicenceRow>[] => {
    const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      {
        id: 'type',
        header: t('licences.licenceList.columns.type'),
        render: (row) => row.typeLabel,
        sortable: true,
        minWidth: 140,
      },
      {
        id: 'serialNumber',
        header: t('licences.licenceList.columns.serialNumber'),
        render: (row) => row.serialNumber,
        isRowHeader: true,
        sortable: true,
        minWidth: 160,
      },
      {
        id: 'state',
        header: t('licences.licenceList.columns.state'),
        sortable: true,
        render: (row) => (
          <Chip
            size="small"
            variant={ATTENTION.has(row.state) ? 'filled' : 'outlined'}
            label={t(`licences.states.${row.state}`)}
          />
        ),
      },
      {
        id: 'expiresOn',
        header: t('licences.licenceList.columns.expiresOn'),
        sortable: true,
        minWidth: 110,
        render: (row) => (row.expiresOn ? dates.format(Date.parse(row.expiresOn)) : t('licences.licenceList.noExpiry')),
      },
      {
        id: 'device',
        header: t('licences.licenceList.columns.device'),
        render: (row) => row.agent?.name ?? row.agent?.publicId ?? t('licences.licenceList.none'),
      },
      {
        id: 'bundle',
        header: t('licences.licenceList.columns.bundle'),
        render: (row) => row.bundle?.name ?? t('licences.licenceList.none'),
      },
    ];
  }, [t, i18n.language]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('licences.licenceList.typeFilter')}
          value={list.typeFilter}
          onChange={(event) => list.setTypeFilter(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('licences.licenceList.all')}</option>
          {list.typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('licences.licenceList.stateFilter')}
          value={list.stateFilter}
          onChange={(event) => list.setStateFilter(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('licences.licenceList.all')}</option>
          {LICENCE_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`licences.states.${state}`)}
            </option>
          ))}
        </TextField>
      </Stack>
      <ResourceTable
        label={t('licences.licenceList.tableLabel')}
        columns={columns}
        rows={list.rows}
        getRowId={licenceId}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.onRetry}
        emptyText={t(list.filtered ? 'licences.licenceList.emptyFiltered' : 'licences.licenceList.empty')}
        sort={list.sort}
        keepWords
      />
      <Typography variant="body2" color="text.secondary">
        {t('licences.stateHint', { days: EXPIRING_WITHIN_DAYS })}
      </Typography>
    </Stack>
  );
}
