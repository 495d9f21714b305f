import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, OutlinedInput } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { searchQueryChanged, selectSearchQuery, type SearchContext } from '../model/slice';

/**
 * The top bar's search input, for a page that offers a search. A bare OutlinedInput named by `aria-label`: TextField
 * would bring its Select chain for a field without a visible label.
 */
export default function TopBarSearchInput({ placeholderKey }: { placeholderKey: SearchContext['placeholderKey'] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectSearchQuery);
  const placeholder = t(placeholderKey);
  return (
    <OutlinedInput
      size="small"
      type="search"
      value={query}
      onChange={(event) => dispatch(searchQueryChanged(event.target.value))}
      placeholder={placeholder}
      inputProps={{ 'aria-label': placeholder }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{
        mx: 2,
        width: { xs: 160, sm: 280 },
        bgcolor: 'rgba(255,255,255,0.15)',
        color: 'inherit',
        '& input::placeholder': { color: 'inherit', opacity: 0.8 },
      }}
    />
  );
}
