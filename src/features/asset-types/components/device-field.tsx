import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetDeviceOptionsQuery } from '../api';
import { deviceChoice, type DeviceChoice } from '../model/asset-form';
import '../catalogue';

/** Typing settles this long before the server is asked, so a word is one search, not one per letter. */
export const DEVICE_SEARCH_DEBOUNCE_MS = 300;

interface DeviceFieldProps {
  value: DeviceChoice | null;
  onChange: (device: DeviceChoice | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The server's refusal of the device, shown instead of the hint. */
  error?: string;
}

/** The device an asset is linked to: none, or one of the company's devices found by the server on its name. */
export function DeviceField({ value, onChange, onBlur, inputRef, error }: DeviceFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    // The chosen device's own name in the box is no search: opening the list then shows every device.
    const timer = setTimeout(() => setSearch(input === value?.name ? '' : input), DEVICE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, value]);
  // Read when the list opens, not with the dialog.
  const devices = useAssetDeviceOptionsQuery(search, { skip: !open });
  const found = (devices.currentData ?? []).map(deviceChoice);
  const options = value && !found.some((device) => device.publicId === value.publicId) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, device) => onChange(device)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onBlur={onBlur}
      // The server has searched already.
      filterOptions={(shown) => shown}
      getOptionLabel={(device) => device.name}
      getOptionKey={(device) => device.publicId}
      isOptionEqualToValue={(option, chosen) => option.publicId === chosen.publicId}
      loading={devices.isFetching}
      loadingText={t('assetTypes.assets.form.deviceSearching')}
      noOptionsText={
        devices.isError ? t('assetTypes.assets.form.deviceFailed') : t('assetTypes.assets.form.deviceNone')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('assetTypes.assets.form.device')}
          error={Boolean(error)}
          helperText={error ?? t('assetTypes.assets.form.deviceHint')}
        />
      )}
    />
  );
}
