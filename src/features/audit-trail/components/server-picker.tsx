import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picked } from '../model/filters';
import type { Named } from '../model/schemas';
import '../catalogue';

/** Typing settles this long before the server is asked. */
export const PICKER_DEBOUNCE_MS = 300;

interface Options {
  data?: Named[];
  isFetching: boolean;
  isError: boolean;
}

interface ServerPickerProps {
  label: string;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  /** The server's matches for the typed text (an RTK Query hook). */
  useOptions: (text: string, options: { skip: boolean }) => Options;
}

const toPicked = (item: Named): Picked => ({ id: item.publicId, name: item.name ?? item.publicId });

/** Picks one person or device by name; the server searches what is typed (`contains(name, …)`). */
export function ServerPicker({ label, value, onChange, useOptions }: ServerPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(input === value?.name ? '' : input), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, value]);
  const result = useOptions(text, { skip: !open });
  const options = (result.data ?? []).map(toPicked);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200, flex: '1 1 200px' }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      // The server has filtered already.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={result.isFetching}
      loadingText={t('auditTrail.filters.pickerLoading')}
      noOptionsText={result.isError ? t('auditTrail.filters.pickerFailed') : t('auditTrail.filters.pickerNoOptions')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
