import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Box, Button, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsSignedIn } from '../../session';
import '../catalogue-pages';

/** Hidden on paper: the way back and the print button. */
export const SCREEN_ONLY = { displayPrint: 'none' } as const;

/**
 * The frame of a page outside the shell (a policy page, a builder): centred, with a way back (the portal when signed
 * in, else sign-in) and, for the policy pages, a print button.
 */
export function PolicyFrame({ children, printable = false, maxWidth = 860 }: { children: ReactNode; printable?: boolean; maxWidth?: number }) {
  const { t } = useTranslation();
  const signedIn = useSelector(selectIsSignedIn);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 3 }, bgcolor: 'background.default', '@media print': { p: 0 } }}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', ...SCREEN_ONLY }}>
          <Button component={RouterLink} to={signedIn ? '/' : '/login'} startIcon={<ArrowBackIcon aria-hidden />} color="inherit">
            {signedIn ? t('legal.pages.backToPortal') : t('legal.pages.toSignIn')}
          </Button>
          {printable && (
            <Button onClick={() => window.print()} startIcon={<PrintIcon aria-hidden />} color="inherit">
              {t('legal.pages.print')}
            </Button>
          )}
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 0, p: 0 } }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
