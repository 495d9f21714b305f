import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/ui/text-input';
import { USER_SEARCH_DEBOUNCE_MS } from '../hooks/use-users-table';
import '../catalogue';

/**
 * The search box of the user table. The input keeps what is typed itself (uncontrolled), so a keystroke renders
 * nothing: it only restarts the pause timer. The trimmed text goes to `onSearch` once typing pauses (the server
 * search). A TextInput, not a TextField: the users page is the first admin page, and TextField brings the Select
 * chain with it.
 */
export const UsersSearchBox = memo(function UsersSearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextInput
      type="search"
      size="small"
      label={t('users.page.searchLabel')}
      placeholder={t('users.page.searchPlaceholder')}
      defaultValue=""
      onChange={(event) => {
        const text = event.target.value;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearch(text.trim()), USER_SEARCH_DEBOUNCE_MS);
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
});
