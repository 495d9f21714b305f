import { Box, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './catalogue';

/**
 * MUI's Breadcrumbs look (a wrapping list, `/` between the items, hidden from assistive technology) without its
 * collapsing machinery, which no page here needs: the first admin page stays light.
 */
const Trail = styled('ol')(({ theme }) => ({
  ...theme.typography.body1,
  color: (theme.vars ?? theme).palette.text.secondary,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '& > li[aria-hidden]': { display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 },
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover, & a:focus-visible': { textDecoration: 'underline' },
}));

export interface Crumb {
  label: string;
  /** A link unless it is the current page or a section without a page. */
  to?: string;
}

interface PageLayoutProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** A side list shown left of the content on wide screens and above it on narrow ones. */
  side?: ReactNode;
  children: ReactNode;
}

/** A page's one h1 with its actions on the right, wrapping under it when there is no room: in and outside the shell. */
export function PageHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
    >
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** The frame of an admin page: breadcrumb, one h1, optional actions and side list, then the content. */
export function PageLayout({ title, breadcrumbs, actions, side, children }: PageLayoutProps) {
  const { t } = useTranslation();
  const last = breadcrumbs.length - 1;
  return (
    <Stack spacing={2}>
      <nav aria-label={t('ui.breadcrumb')}>
        <Trail>
          {breadcrumbs.flatMap((crumb, index) => [
            ...(index > 0
              ? [
                  <li key={`separator-${index}`} aria-hidden="true">
                    /
                  </li>,
                ]
              : []),
            <li key={crumb.label}>
              {crumb.to && index !== last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <Typography
                  color={index === last ? 'text.primary' : 'text.secondary'}
                  aria-current={index === last ? 'page' : undefined}
                >
                  {crumb.label}
                </Typography>
              )}
            </li>,
          ])}
        </Trail>
      </nav>
      <PageHeading title={title} actions={actions} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { xs: 'stretch', md: 'flex-start' },
        }}
      >
        {side && <Box sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>{side}</Box>}
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          {children}
        </Stack>
      </Box>
    </Stack>
  );
}
