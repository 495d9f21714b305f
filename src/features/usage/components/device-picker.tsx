import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsageDevicesQuery, type UsageDevice } from '../api';
import '../catalogue';

/** Typing waits this long before the server is asked, so a word is one search, not one per letter. */
export const DEVICE_SEARCH_DEBOUNCE_MS = 300;

/** The "All devices" choice: the company's usage. */
const ALL: UsageDevice = { publicId: '', name: null };

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** All devices, or one device of the company found by a search on its name (server side, `contains(name, …)`). */
export function DevicePicker({
  value,
  onChange,
}: {
  value: UsageDevice | null;
  onChange: (device: UsageDevice | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useSettled(search, DEVICE_SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  // The list is read when the picker opens, not with the page.
  const devices = useUsageDevicesQuery(settled, { skip: !open && settled === '' });
  // The last answer stays while the next search runs, so the list does not empty and refill as the search settles.
  const options = [ALL, ...(devices.data ?? [])];
  const labelOf = (device: UsageDevice): string =>
    device.publicId === '' ? t('usage.allDevices') : (device.name ?? device.publicId);
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 320 } }}
      options={options}
      value={value ?? ALL}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disableClearable
      // The server filters; the options are shown as they come.
      filterOptions={(shown) => shown}
      getOptionLabel={labelOf}
      getOptionKey={(device) => device.publicId || 'all'}
      isOptionEqualToValue={(option, current) => option.publicId === current.publicId}
      onInputChange={(_event, text, reason) => setSearch(reason === 'input' ? text : '')}
      onChange={(_event, device) => onChange(device.publicId === '' ? null : device)}
      loading={devices.isFetching}
      loadingText={t('usage.devices.loading')}
      noOptionsText={devices.isError ? t('usage.devices.failed') : t('usage.devices.none')}
      renderInput={(params) => <TextField {...params} label={t('usage.device')} />}
    />
  );
}
