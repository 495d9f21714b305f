import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store';
import { StandalonePage } from '@/ui/standalone-page';
import { selectIsSignedIn } from '@/features/session';
import '../catalogue-pages';

export { SCREEN_ONLY } from '@/ui/standalone-page';

/**
 * A policy page or a builder: the frame of every page outside the shell (the way back leads to sign-in for someone
 * signed out), the content on a sheet; the policy pages add a print button.
 */
export function PolicyFrame({ children, printable = false }: { children: ReactNode; printable?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <StandalonePage
      back={signedIn ? undefined : { to: '/login', label: t('legal.pages.toSignIn') }}
      tools={
        printable && (
          <Button onClick={() => window.print()} startIcon={<PrintIcon aria-hidden />} color="inherit">
            {t('legal.pages.print')}
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 0, p: 0 } }}>
        {children}
      </Paper>
    </StandalonePage>
  );
}
