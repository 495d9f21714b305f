import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The boot spinner of index.html, in the theme's primary colour: the page looks the same from boot to first view. */
const Frame = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    color: palette.primary.main,
    '& svg': { width: 40, height: 40, animation: `${spin} 0.9s linear infinite` },
    '@media (prefers-reduced-motion: reduce)': { '& svg': { animationDuration: '3s' } },
  };
});

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Frame role="progressbar" aria-label={t('common.loading')}>
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeOpacity={0.25} strokeWidth="4" />
        <path d="M20 2a18 18 0 0 1 18 18" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
    </Frame>
  );
}
