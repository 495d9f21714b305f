import { ThemeProvider } from '@mui/material';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandingEffects, useHostBranding } from '../features/branding';
import { Baseline } from '../ui/theme/baseline';
import { useMediaQueryMatches } from '../ui/use-media-query';
import type { AppStore } from './store';
import { createAppTheme } from './theme';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { branding } = useHostBranding();
  const brandingTheme = branding?.theme;
  const reducedMotion = useMediaQueryMatches('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => createAppTheme(brandingTheme, { reducedMotion }), [brandingTheme, reducedMotion]);
  return (
    // No colour-mode storage: the branding alone decides the colours.
    <ThemeProvider theme={theme} storageManager={null}>
      <Baseline />
      <BrandingEffects />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <BrandedTheme>{children}</BrandedTheme>
      </Provider>
    </StrictMode>
  );
}
