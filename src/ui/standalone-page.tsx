import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading } from './page-layout';
import './catalogue';

/** Hidden on paper: the way back and the page's tools. */
export const SCREEN_ONLY = { displayPrint: 'none' } as const;

/** The content width of every page outside the shell. */
export const STANDALONE_WIDTH = 960;

interface StandalonePageProps {
  /** The page's h1; leave it out when the content draws its own (a policy's title). */
  title?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** Tools on the right of the way back (a print button). */
  tools?: ReactNode;
  /** Where the way back leads: the portal unless said otherwise (sign-in, for someone signed out); false for none. */
  back?: { to: string; label: string } | false;
  children: ReactNode;
}

/**
 * The frame of every page outside the shell (messages, profile, companies, policies and their builders): one width,
 * the way back at the top left, then the title with its actions on the right, as the shell's pages have them.
 */
export function StandalonePage({ title, actions, tools, back, children }: StandalonePageProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 2, sm: 3 },
        '@media print': { p: 0 },
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: STANDALONE_WIDTH, mx: 'auto' }}>
        {(back !== false || tools) && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', ...SCREEN_ONLY }}
          >
            {back !== false && (
              <Button component={Link} to={back?.to ?? '/'} startIcon={<ArrowBackIcon aria-hidden />}>
                {back?.label ?? t('ui.backToPortal')}
              </Button>
            )}
            {tools}
          </Stack>
        )}
        {title !== undefined && <PageHeading title={title} actions={actions} />}
        {children}
      </Stack>
    </Box>
  );
}
