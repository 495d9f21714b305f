import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import type { SortDirection } from '@/ui/resource-table';
import { useLicencesQuery } from '../api';
import { licenceState, LICENCE_STATES, type LicenceState } from '../model/licence-state';
import type { Licence } from '../model/schemas';
import { usageTypeLabel } from '../model/usage-types';
import '../catalogue';

export type LicenceSortColumn = 'type' | 'serialNumber' | 'state' | 'expiresOn';
export interface LicenceRow extends Licence {
  state: LicenceState;
  typeLabel: string;
}

const compareText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
const expiryOf = (row: LicenceRow) => (row.expiresOn === null ? Number.POSITIVE_INFINITY : Date.parse(row.expiresOn));
const COMPARE: Record<LicenceSortColumn, (a: LicenceRow, b: LicenceRow) => number> = {
  type: (a, b) => compareText(a.typeLabel, b.typeLabel),
  serialNumber: (a, b) => compareText(a.serialNumber ?? '', b.serialNumber ?? ''),
  state: (a, b) => LICENCE_STATES.indexOf(a.state) - LICENCE_STATES.indexOf(b.state),
  expiresOn: (a, b) => expiryOf(a) - expiryOf(b),
};

/** The licence table: every licence with its state as of opening the page, filtered by type and state, sorted by a column. */
export function useLicenceList() {
  const { t } = useTranslation();
  const query = useLicencesQuery();
  const [now] = useState(() => Date.now());
  const [typeFilter, setTypeFilter] = useState('');
  const [stateFilter, setStateFilter] = useState<LicenceState | ''>('');
  const [sort, setSort] = useState<{ columnId: LicenceSortColumn; direction: SortDirection }>({
    columnId: 'expiresOn',
    direction: 'asc',
  });

  const all = useMemo(
    () =>
      (query.data ?? []).map((licence): LicenceRow => {
        const label = usageTypeLabel(licence.type.usageType);
        return { ...licence, state: licenceState(licence, now), typeLabel: 'key' in label ? t(label.key) : label.text };
      }),
    [query.data, now, t],
  );
  /** The types the licences have, by label, for the type filter. */
  const typeOptions = useMemo(() => {
    const byUsage = new Map(all.map((row) => [row.type.usageType, row.typeLabel]));
    return [...byUsage.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => compareText(a.label, b.label));
  }, [all]);
  const rows = useMemo(() => {
    const kept = all.filter(
      (row) => (!typeFilter || row.type.usageType === typeFilter) && (!stateFilter || row.state === stateFilter),
    );
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...kept].sort(
      (a, b) => sign * COMPARE[sort.columnId](a, b) || compareText(a.serialNumber ?? '', b.serialNumber ?? ''),
    );
  }, [all, typeFilter, stateFilter, sort]);

  return {
    now,
    /** Every licence (the bundles' counts and the activation dialog's free licences use them). */
    all,
    rows,
    filtered: Boolean(typeFilter || stateFilter),
    isLoading: query.isLoading,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
    typeOptions,
    typeFilter,
    setTypeFilter,
    stateFilter,
    setStateFilter: (value: string) => setStateFilter(LICENCE_STATES.find((state) => state === value) ?? ''),
    sort: {
      columnId: sort.columnId,
      direction: sort.direction,
      onSort: (columnId: string) => {
        const column = (Object.keys(COMPARE) as LicenceSortColumn[]).find((id) => id === columnId);
        if (column)
          setSort((current) => ({
            columnId: column,
            direction: current.columnId === column && current.direction === 'asc' ? 'desc' : 'asc',
          }));
      },
    },
  };
}

export type LicenceListModel = ReturnType<typeof useLicenceList>;
