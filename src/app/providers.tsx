import { ThemeProvider } from '@mui/material';
import { StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandingEffects, useHostBranding } from '../features/branding';
import { Baseline } from '../ui/theme/baseline';
import { COLOR_SCHEME_ATTRIBUTE, useColorScheme } from '../ui/theme/color-scheme';
import { useMediaQueryMatches } from '../ui/use-media-query';
import type { AppStore } from './store';
import { createAppTheme } from './theme';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { branding } = useHostBranding();
  const brandingTheme = branding?.theme;
  const reducedMotion = useMediaQueryMatches('(prefers-reduced-motion: reduce)');
  const colourScheme = useColorScheme();
  const theme = useMemo(
    () => createAppTheme(brandingTheme, { reducedMotion, colourScheme }),
    [brandingTheme, reducedMotion, colourScheme],
  );
  // index.html's boot styles (and public/color-scheme.js before them) read the scheme from <html>: kept in step.
  useEffect(() => document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, colourScheme), [colourScheme]);
  return (
    // No MUI colour-mode storage: the choice is ours (color-scheme.ts), and the theme is built for the scheme in use.
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
