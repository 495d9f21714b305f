import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, OutlinedInput } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { searchQueryChanged, selectSearchContext, selectSearchQuery, type WithSearch } from '../model/slice';

/**
 * The top bar's search input; hidden when the current page offers no search. A bare OutlinedInput named by
 * `aria-label`: TextField would bring its Select chain into the shell for a field without a visible label.
 */
export function TopBarSearch() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const context = useSelector((state: WithSearch) => selectSearchContext(state));
  const query = useSelector((state: WithSearch) => selectSearchQuery(state));
  if (!context) return null;
  const placeholder = t(context.placeholderKey);
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
