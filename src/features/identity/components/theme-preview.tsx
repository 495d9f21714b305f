import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { themeColours, type ColourScheme, type ThemeColourInput } from '@/ui/theme/theme-colours';
import { ImagePreview } from './image-preview';
import '../catalogue';

interface ThemePreviewProps {
  theme: ThemeColourInput;
  logo: string | null;
  /** A logo chosen but not uploaded yet. */
  logoFile?: File;
  /** The colour scheme drawn: people who choose Dark see the branding's dark derivation. */
  scheme?: ColourScheme;
}

/**
 * The top bar, the drawer, a page and a card as the portal will draw them with these colours: the same derivation as
 * the app's theme (src/ui/theme), so unset text colours and unreadable choices show as the portal will correct them.
 */
export function ThemePreview({ theme, logo, logoFile, scheme = 'light' }: ThemePreviewProps) {
  const { t } = useTranslation();
  const colours = useMemo(() => themeColours(theme, scheme), [theme, scheme]);
  const { header, menu, page, card } = colours;
  return (
    <Box
      role="group"
      aria-label={scheme === 'dark' ? t('identity.preview.labelDark') : t('identity.preview.label')}
      data-testid="theme-preview"
      data-scheme={scheme}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', fontSize: 14 }}
    >
      <Box
        data-part="header"
        sx={{
          bgcolor: header.background,
          color: header.text,
          borderBottom: colours.headerLine ? `2px solid ${colours.headerLine}` : 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          height: 44,
        }}
      >
        {(logoFile || logo) && (
          <ImagePreview file={logoFile} src={logo} alt="" sx={{ height: 24, maxWidth: 80, objectFit: 'contain' }} />
        )}
        <Typography component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
          {t('identity.preview.appName')}
        </Typography>
        <Box
          component="span"
          sx={{
            ml: 'auto',
            width: 24,
            height: 24,
            borderRadius: '50%',
            bgcolor: header.secondary.main,
            color: header.secondary.contrastText,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 12,
          }}
        >
          A
        </Box>
      </Box>
      <Box sx={{ display: 'flex', minHeight: 200 }}>
        <Stack
          data-part="menu"
          spacing={0.5}
          sx={{
            bgcolor: menu.background,
            color: menu.text,
            width: '34%',
            p: 1,
            borderRight: `1px solid ${menu.divider}`,
          }}
        >
          <Box sx={{ bgcolor: menu.primary.main, color: menu.primary.contrastText, borderRadius: 1, px: 1, py: 0.5 }}>
            {t('identity.preview.menuItem')}
          </Box>
          <Box sx={{ px: 1, py: 0.5 }}>{t('identity.preview.menuItemOther')}</Box>
        </Stack>
        <Stack
          data-part="page"
          spacing={1}
          sx={{ bgcolor: page.background, color: page.text, flex: 1, p: 1.5, minWidth: 0 }}
        >
          <Typography component="p" sx={{ fontWeight: 600, fontSize: 16, color: 'inherit' }}>
            {t('identity.preview.pageTitle')}
          </Typography>
          <Typography component="p" sx={{ fontSize: 13, color: page.secondaryText }}>
            {t('identity.preview.pageText')}{' '}
            <Box component="span" sx={{ color: page.primary.main, textDecoration: 'underline' }}>
              {t('identity.preview.link')}
            </Box>
          </Typography>
          <Stack
            data-part="card"
            spacing={1}
            sx={{
              bgcolor: card.background,
              color: card.text,
              borderRadius: 1,
              p: 1.5,
              border: `1px solid ${card.divider}`,
            }}
          >
            <Typography component="p" sx={{ fontWeight: 600, color: 'inherit' }}>
              {t('identity.preview.cardTitle')}
            </Typography>
            <Typography component="p" sx={{ fontSize: 13, color: 'inherit' }}>
              {t('identity.preview.cardText')}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Box
                data-part="primary-button"
                sx={{
                  bgcolor: card.primary.main,
                  color: card.primary.contrastText,
                  borderRadius: 1,
                  px: 1.5,
                  py: 0.5,
                  fontWeight: 500,
                }}
              >
                {t('identity.preview.button')}
              </Box>
              <Box
                sx={{
                  bgcolor: card.secondary.main,
                  color: card.secondary.contrastText,
                  borderRadius: 4,
                  px: 1.5,
                  py: 0.5,
                }}
              >
                {t('identity.preview.accent')}
              </Box>
            </Stack>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
