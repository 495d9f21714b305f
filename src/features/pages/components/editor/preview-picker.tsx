import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedOption } from '@/features/pages/api-editor';
import '@/features/pages/catalogue-editor';

/** Typing settles this long before the server is asked. */
export const PICKER_DEBOUNCE_MS = 300;

interface QueryResult<T> {
  data?: T;
  isFetching: boolean;
  isError: boolean;
}

interface PreviewPickerProps {
  label: string;
  /** The chosen id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  /** The server's matches for the typed text (`contains(name,"…")`). */
  useOptions: (text: string, options: { skip: boolean }) => QueryResult<NamedOption[]>;
  /** The chosen one's name, read by id. */
  useNamed: (id: string, options: { skip: boolean }) => QueryResult<NamedOption>;
}

const nameOf = (option: NamedOption) => option.name ?? option.publicId;

/** Picks a device or an asset by name, the server searching what is typed; clearing it picks none. */
export function PreviewPicker({ label, value, onChange, onBlur, useOptions, useNamed }: PreviewPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<NamedOption | null>(null);
  const named = useNamed(value, { skip: !value || picked?.publicId === value });
  const selected = !value
    ? null
    : picked?.publicId === value
      ? picked
      : (named.data ?? { publicId: value, name: null });
  const selectedName = selected ? nameOf(selected) : null;
  useEffect(() => {
    // The chosen one's own name in the box is no search.
    const timer = setTimeout(() => setText(input === selectedName ? '' : input), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, selectedName]);
  const result = useOptions(text, { skip: !open });
  const options = result.data ?? [];
  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_event, next) => {
        setPicked(next);
        onChange(next?.publicId ?? '');
      }}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={
        selected && !options.some((option) => option.publicId === selected.publicId) ? [selected, ...options] : options
      }
      // The server has filtered already.
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      getOptionKey={(option) => option.publicId}
      isOptionEqualToValue={(option, chosen) => option.publicId === chosen.publicId}
      loading={result.isFetching}
      loadingText={t('pages.editor.form.pickerLoading')}
      noOptionsText={result.isError ? t('pages.editor.form.pickerFailed') : t('pages.editor.form.pickerNoOptions')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
