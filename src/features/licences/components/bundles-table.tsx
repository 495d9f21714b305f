import { Button } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { useLicenceBundlesQuery } from '../api';
import type { LicenceRow } from '../hooks/use-licence-list';
import type { LicenceBundle } from '../model/schemas';
import '../catalogue';

interface BundleRow extends LicenceBundle {
  licenceCount: number;
  firstExpiry: number | null;
}
const bundleId = (row: BundleRow) => row.publicId;

/** The company's licence bundles with how many licences each holds and when the first ends; each can be extended. */
export function BundlesTable({
  licences,
  onExtend,
}: {
  licences: readonly LicenceRow[];
  onExtend: (bundle: LicenceBundle) => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useLicenceBundlesQuery();
  const rows = useMemo(
    () =>
      query.data?.map((bundle): BundleRow => {
        const held = licences.filter((licence) => licence.bundle?.publicId === bundle.publicId);
        const expiries = held.flatMap((licence) => (licence.expiresOn ? [Date.parse(licence.expiresOn)] : []));
        return {
          ...bundle,
          licenceCount: held.length,
          firstExpiry: expiries.length > 0 ? Math.min(...expiries) : null,
        };
      }),
    [query.data, licences],
  );
  const columns = useMemo((): Column<BundleRow>[] => {
    const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      { id: 'name', header: t('licences.bundles.columns.name'), render: (row) => row.name, isRowHeader: true },
      {
        id: 'licences',
        header: t('licences.bundles.columns.licences'),
        render: (row) => row.licenceCount,
        align: 'right',
      },
      {
        id: 'expiresOn',
        header: t('licences.bundles.columns.expiresOn'),
        render: (row) => (row.firstExpiry === null ? t('licences.licenceList.none') : dates.format(row.firstExpiry)),
      },
      {
        id: 'actions',
        header: t('licences.bundles.columns.actions'),
        align: 'right',
        render: (row) => (
          <Button
            size="small"
            aria-label={t('licences.bundles.extend', { name: row.name })}
            onClick={() => onExtend(row)}
          >
            {t('licences.bundles.extendShort')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language, onExtend]);

  return (
    <ResourceTable
      label={t('licences.bundles.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={bundleId}
      isLoading={query.isLoading}
      error={query.isError ? firstErrorMessage(query.error) : undefined}
      onRetry={() => void query.refetch()}
      emptyText={t('licences.bundles.empty')}
    />
  );
}
