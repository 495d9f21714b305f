import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The card of the sign-in steps outside the shell (identity provider, jump-start): one width, its title as the h1. */
export function SignInCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={1} sx={{ width: '100%', maxWidth: 460, p: 4, overflow: 'hidden' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </Paper>
    </Box>
  );
}
