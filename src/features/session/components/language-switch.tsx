import { Box } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES, setInterfaceLanguage } from '@/i18n';

/**
 * The interface's language before sign-in: a plain select (the sign-in page carries no MUI Select), each language named
 * in itself. The choice redraws the page at once and is remembered; after sign-in the person's own language applies.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <Box
      sx={{
        mt: 2,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      <label htmlFor={id}>{t('session.login.language')}</label>
      <Box
        component="select"
        id={id}
        value={i18n.language}
        onChange={(event) => void setInterfaceLanguage(event.target.value)}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {INTERFACE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
