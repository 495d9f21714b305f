import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { createAppTheme } from './theme';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(), []);
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
