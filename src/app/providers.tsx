import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandingEffects, useHostBranding } from '../features/branding';
import type { AppStore } from './store';
import { createAppTheme } from './theme';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { branding } = useHostBranding();
  const pageColor = branding?.theme?.pageColor ?? undefined;
  const cardColor = branding?.theme?.cardColor ?? undefined;
  const theme = useMemo(() => createAppTheme({ pageColor, cardColor }), [pageColor, cardColor]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
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
