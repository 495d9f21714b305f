import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { PageLayout } from '@/ui/page-layout';
import { useDeviceFilterOptionsQuery, useDevicePagesInfiniteQuery } from '../api';
import { useDebouncedValue } from '../hooks';
import {
  nextDeviceSort,
  readDeviceQuery,
  writeDeviceQuery,
  type DeviceListQuery,
  type DeviceSortColumn,
} from '../model/list-query';
import { DevicesTable } from './devices-list/devices-table';
import '../catalogue';

const SEARCH_DEBOUNCE_MS = 300;

/** The filters of the list: state, group and type, each an "all" choice first (drawn again only when the query changes). */
const Filters = memo(function Filters({
  query,
  onChange,
}: {
  query: DeviceListQuery;
  onChange: (change: Partial<DeviceListQuery>) => void;
}) {
  const { t } = useTranslation();
  const options = useDeviceFilterOptionsQuery();
  const select = (
    label: string,
    value: string,
    choices: { value: string; label: string }[],
    change: (value: string) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => change(event.target.value)}
      sx={{ minWidth: 170 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const all = { value: '', label: t('devices.filters.all') };
  // A group or type in the address that the options do not (yet) hold is still shown as chosen.
  const withChosen = (choices: { value: string; label: string }[], chosen: string) =>
    chosen && !choices.some((c) => c.value === chosen) ? [...choices, { value: chosen, label: chosen }] : choices;
  return (
    <>
      {select(
        t('devices.filters.state'),
        query.state,
        [
          { value: 'all', label: t('devices.filters.all') },
          { value: 'online', label: t('devices.online') },
          { value: 'offline', label: t('devices.offline') },
        ],
        (state) => onChange({ state: state === 'online' || state === 'offline' ? state : 'all' }),
      )}
      {select(
        t('devices.filters.group'),
        query.groupId,
        withChosen(
          [all, ...(options.data?.groups ?? []).map((g) => ({ value: g.publicId, label: g.name }))],
          query.groupId,
        ),
        (groupId) => onChange({ groupId }),
      )}
      {select(
        t('devices.filters.type'),
        query.typeId,
        withChosen(
          [all, ...(options.data?.types ?? []).map((type) => ({ value: type.publicId, label: type.name }))],
          query.typeId,
        ),
        (typeId) => onChange({ typeId }),
      )}
    </>
  );
});

/**
 * /devices: the signed-in user's devices, a server page at a time, searched, filtered by state, group and type and
 * sorted by name, state or type (all kept in the address), with their reachability, VPN state and Connect / Disconnect.
 */
export function DeviceListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDeviceQuery(params), [params]);
  const [search, setSearch] = useState(query.search);
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const change = useCallback(
    (update: Partial<DeviceListQuery>) =>
      setParams((current) => writeDeviceQuery({ ...readDeviceQuery(current), ...update }, current), { replace: true }),
    [setParams],
  );
  useEffect(() => {
    if (settled !== readDeviceQuery(params).search) change({ search: settled });
  }, [settled, params, change]);
  const result = useDevicePagesInfiniteQuery(query);
  const devices = useMemo(() => result.data?.pages.flatMap((page) => page.devices), [result.data]);
  const { refetch, fetchNextPage } = result;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sortBy = useCallback(
    (column: DeviceSortColumn) => change({ sort: nextDeviceSort(query.sort, column) }),
    [change, query.sort],
  );

  return (
    <PageLayout
      title={t('devices.title')}
      breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: t('devices.title') }]}
    >
      <Typography color="text.secondary">{t('devices.subtitle')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={t('devices.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <Filters query={query} onChange={change} />
      </Stack>
      <DevicesTable
        devices={devices}
        isLoading={result.data === undefined && !result.isError}
        fetching={result.isFetching && !result.isFetchingNextPage}
        error={
          result.isError && !result.isFetchNextPageError
            ? firstErrorMessage(result.error) || t('devices.loadFailed')
            : undefined
        }
        onRetry={retry}
        sort={query.sort}
        onSort={sortBy}
        hasMore={result.hasNextPage}
        loadingMore={result.isFetchingNextPage}
        onLoadMore={loadMore}
      />
    </PageLayout>
  );
}
