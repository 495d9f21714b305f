import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { useLicenceTypesQuery } from '../api';
import type { LicenceType } from '../model/schemas';
import { humanize } from '@/i18n';
import { usageTypeLabel } from '../model/usage-types';
import '../catalogue';

const typeId = (type: LicenceType) => type.publicId;

/** The licence types the company can use: a readable label from `usageType`, what it applies to, the company limit. */
export function LicenceTypesTable() {
  const { t } = useTranslation();
  const query = useLicenceTypesQuery();
  const columns = useMemo((): Column<LicenceType>[] => {
    const label = (type: LicenceType) => {
      const found = usageTypeLabel(type.usageType);
      return 'key' in found ? t(found.key) : found.text;
    };
    return [
      { id: 'usageType', header: t('licences.types.columns.usageType'), render: label, isRowHeader: true },
      {
        id: 'scope',
        header: t('licences.types.columns.scope'),
        render: (type) =>
          type.scope === 'agent' || type.scope === 'company'
            ? t(`licences.types.scope.${type.scope}`)
            : type.scope && humanize(type.scope),
      },
      {
        id: 'companyLimit',
        header: t('licences.types.columns.companyLimit'),
        align: 'right',
        render: (type) => type.companyLimit ?? t('licences.types.noLimit'),
      },
    ];
  }, [t]);
  return (
    <ResourceTable
      label={t('licences.types.tableLabel')}
      columns={columns}
      rows={query.data}
      getRowId={typeId}
      isLoading={query.isLoading}
      error={query.isError ? firstErrorMessage(query.error) : undefined}
      onRetry={() => void query.refetch()}
      emptyText={t('licences.types.empty')}
    />
  );
}
