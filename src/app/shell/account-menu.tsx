import { Box, IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountButtonNeedsWhiteBackgroundFor, chooseLogo, useHostBranding } from '@/features/branding';
import { useCurrentSession } from '@/features/session';
import { lazyPopup, useLazyMenuButton } from '@/ui/use-lazy-popup';
import './catalogue';

export function letterAvatar(name: string | undefined): string {
  return (name ?? '').trim().charAt(0).toLocaleUpperCase() || '?';
}

const AccountMenuList = lazyPopup(() => import('./account-menu-list'));

/** The account button: company logo and a letter avatar; the menu leads to my profile, my companies and log out. */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, company } = useCurrentSession();
  const { branding } = useHostBranding();
  const { anchor, menuId, rendered, buttonProps, close } = useLazyMenuButton(AccountMenuList);
  // docs/RULES.md#shell: the host's logo first, else the selected company's (the person has no branding of their own on the platform).
  const logo = chooseLogo({ host: branding?.logo, company: company?.branding?.logo });
  const whiteBackground = accountButtonNeedsWhiteBackgroundFor(branding);

  const go = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <>
      {/* A plain label: the name and a native hover hint, no Tooltip (and its Popper) in the top bar. */}
      <IconButton
        {...buttonProps}
        aria-label={t('shell.account.menu')}
        title={t('shell.account.menu')}
        sx={{
          gap: 1,
          borderRadius: 6,
          px: 0.5,
          ...(whiteBackground && { bgcolor: '#ffffff', '&:hover': { bgcolor: '#eeeeee' } }),
        }}
      >
        {logo && <Box component="img" src={logo} alt="" sx={{ height: 28, maxWidth: 96, objectFit: 'contain' }} />}
        {/* MUI's letter Avatar, drawn here: the account button is on every admin page. */}
        <Box
          component="span"
          sx={(theme) => ({
            width: 34,
            height: 34,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            fontFamily: theme.typography.fontFamily,
            fontSize: theme.typography.pxToRem(20),
            lineHeight: 1,
            userSelect: 'none',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          })}
        >
          {letterAvatar(user?.name)}
        </Box>
      </IconButton>
      {rendered && (
        <Suspense fallback={null}>
          <AccountMenuList.Component
            id={menuId}
            anchor={anchor}
            userName={user?.name}
            companyName={company?.name}
            onClose={close}
            onNavigate={go}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
