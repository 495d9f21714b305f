import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Box, ButtonBase, Typography } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { companySelected, useCurrentSession } from '@/features/session';
import { setDocumentCompany } from '@/runtime/document-title';
import { lazyPopup, useLazyMenuButton } from '@/ui/use-lazy-popup';
import './catalogue';

const CompanySwitcherList = lazyPopup(async () => ({
  default: (await import('./account-menu-list')).CompanySwitcherList,
}));

/**
 * The selected company, always in view in the top bar (its logo when it has one, and its name), and a menu that
 * switches to another of the person's companies in place. My companies stays for invitations and leaving.
 */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { company, companies = [], companyId } = useCurrentSession();
  const { anchor, menuId, rendered, buttonProps, close } = useLazyMenuButton(CompanySwitcherList);
  const name = company?.name ?? t('shell.topBar.company.none');
  // The browser tab names the company after the page while the shell shows it.
  const companyName = company?.name ?? null;
  useEffect(() => {
    setDocumentCompany(companyName);
    return () => setDocumentCompany(null);
  }, [companyName]);
  const logo = company?.branding?.logo;

  if (companies.length === 0) return null;

  const choose = (publicId: string) => {
    close();
    if (publicId === companyId) return;
    const chosen = companies.find((item) => item.publicId === publicId);
    dispatch(companySelected(publicId));
    void navigate('/');
    if (chosen)
      dispatch(
        snackbarRequested({
          messageKey: 'shell.topBar.company.switched',
          messageValues: { name: chosen.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
  };

  return (
    <>
      <ButtonBase
        {...buttonProps}
        aria-label={t('shell.topBar.company.button', { name })}
        title={t('shell.topBar.company.menu')}
        sx={(theme) => ({
          gap: 1,
          // The app's name gives way first: the company stays readable at every width.
          flexShrink: 0,
          height: 40,
          px: 1,
          borderRadius: 1,
          color: 'inherit',
          border: '1px solid currentColor',
          borderColor: 'rgba(127, 127, 127, 0.6)',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 2 },
        })}
      >
        {logo && (
          <Box
            component="img"
            src={logo}
            alt=""
            sx={{ display: { xs: 'none', md: 'block' }, height: 24, maxWidth: 64, objectFit: 'contain', flexShrink: 0 }}
          />
        )}
        <Typography
          component="span"
          variant="body1"
          noWrap
          sx={{ fontWeight: 500, maxWidth: { xs: 120, sm: 160, md: 260 } }}
        >
          {name}
        </Typography>
        <UnfoldMoreIcon fontSize="small" sx={{ flexShrink: 0 }} />
      </ButtonBase>
      {rendered && (
        <Suspense fallback={null}>
          <CompanySwitcherList.Component
            id={menuId}
            anchor={anchor}
            companies={companies}
            currentId={companyId}
            onClose={close}
            onChoose={choose}
            onManage={() => {
              close();
              void navigate('/my-companies');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
