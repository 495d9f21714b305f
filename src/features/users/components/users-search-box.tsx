import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../ui/text-input';
import { USER_SEARCH_DEBOUNCE_MS } from '../hooks/use-users-table';
import '../catalogue';

/**
 * The search box of the user table. It keeps what is typed to itself, so a keystroke re-renders only the box; the
 * trimmed text goes to `onSearch` once typing pauses (the server search). A TextInput, not a TextField: the users page
 * is the first admin page, and TextField brings the Select chain with it.
 */
export const UsersSearchBox = memo(function UsersSearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    const timeout = setTimeout(() => onSearch(text.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timeout);
  }, [text, onSearch]);
  return (
    <TextInput
      type="search"
      size="small"
      label={t('users.page.searchLabel')}
      placeholder={t('users.page.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
});
