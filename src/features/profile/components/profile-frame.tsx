import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../catalogue';

/** A page outside the shell: centred, with its title and a way back to the portal. */
export function ProfileFrame({ title, back = true, children }: { title: string; back?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 800, mx: 'auto' }}>
        {back && (
          <Box>
            <Button component={Link} to="/" startIcon={<ArrowBackIcon />}>
              {t('profile.backToPortal')}
            </Button>
          </Box>
        )}
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}

/** One titled part of the page, named by its heading. */
export function ProfileSection({ title, text, action, children }: { title: string; text?: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: text ? 0.5 : 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {text && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
