import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import '../catalogue';

interface AccountFrameProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** The way back at the bottom; sign in unless told otherwise, none with null. */
  footer?: ReactNode | null;
  wide?: boolean;
}

/** The centred card of the pages for people without a session (as the sign-in page), with a way back to sign in. */
export function AccountFrame({ title, intro, children, footer, wide = false }: AccountFrameProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1, sm: 2 },
        bgcolor: 'background.default',
      }}
    >
      <Paper elevation={1} sx={{ width: '100%', maxWidth: wide ? 560 : 440, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
          {footer !== null && (
            <Box sx={{ pt: 1 }}>
              {footer ?? (
                <Link component={RouterLink} to="/login">
                  {t('account.backToSignIn')}
                </Link>
              )}
            </Box>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/** The next step of a finished flow: a link to sign in, looking like the form's button. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to="/login" variant="contained" size="large">
      {t('account.goToSignIn')}
    </Button>
  );
}
