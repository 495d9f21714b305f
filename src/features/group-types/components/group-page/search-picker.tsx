import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState, type Ref } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFieldsBinding } from '@/ui/form-fields-context';
import { useSuggestionsQuery, type Suggestion, type SuggestionKind } from '@/features/group-types/group-page-api';
import '@/features/group-types/catalogue';

/** Typing waits this long before the server is asked, so a word is one search, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface SearchPickerProps {
  kind: SuggestionKind;
  label: string;
  value: Suggestion | null;
  onChange: (value: Suggestion | null) => void;
  onBlur?: () => void;
  /** Ids already in the group: offered, but not to be picked again. */
  taken: ReadonlySet<string>;
  error?: string;
  helperText: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** One person, device or asset of the company, found by a search on its name (server side, `contains(name, …)`). */
export function SearchPicker({
  kind,
  label,
  value,
  onChange,
  onBlur,
  taken,
  error,
  helperText,
  inputRef,
  autoFocus,
}: SearchPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useSettled(search, SEARCH_DEBOUNCE_MS);
  const suggestions = useSuggestionsQuery({ kind, search: settled });
  return (
    <Autocomplete
      // The last answer stays while the next search runs: the list does not empty and refill under the pointer when the
      // search settles on the whole word.
      options={suggestions.data ?? []}
      value={value}
      // The server filters; the options are shown as they come.
      filterOptions={(shown) => shown}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.publicId}
      getOptionDisabled={(option) => taken.has(option.publicId)}
      isOptionEqualToValue={(option, current) => option.publicId === current.publicId}
      onInputChange={(_event, text, reason) => setSearch(reason === 'input' ? text : '')}
      onChange={(_event, picked) => onChange(picked)}
      onBlur={onBlur}
      loading={suggestions.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={suggestions.isError ? t('groupTypes.page.pick.failed') : t('groupTypes.page.pick.none')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{option.name}</Typography>
          {(option.detail || taken.has(option.publicId)) && (
            <Typography variant="body2" color="text.secondary">
              {[option.detail, taken.has(option.publicId) ? t('groupTypes.page.pick.taken') : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          inputRef={inputRef}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

/** A SearchPicker bound to one field of the ServerFormDialog's form around it: its value, its error, its focus. */
export function FormSearchPicker({
  name,
  ...picker
}: Omit<SearchPickerProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & { name: string }) {
  const { control, errorText } = useFormFieldsBinding({});
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SearchPicker
          {...picker}
          // The form's field holds the picked suggestion (or none); the context's form cannot say so.
          value={field.value as Suggestion | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
