import AppsIcon from '@mui/icons-material/Apps';
import { IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/session';
import { lazyPopup, useLazyMenuButton } from '@/ui/use-lazy-popup';
import { useGoToPortal } from './use-go-to-portal';
import './catalogue';

const AppsMenuList = lazyPopup(() => import('./apps-menu-list'));

/** The portal's applications: administration, devices and messages, and the portal itself (opened signed in) when offered. */
export function AppsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const portal = useGoToPortal();
  const { anchor, menuId, rendered, buttonProps, close } = useLazyMenuButton(AppsMenuList);
  return (
    <>
      <IconButton color="inherit" {...buttonProps} aria-label={t('shell.apps.label')} title={t('shell.apps.label')}>
        <AppsIcon />
      </IconButton>
      {rendered && (
        <Suspense fallback={null}>
          <AppsMenuList.Component
            id={menuId}
            anchor={anchor}
            permissions={permissions}
            portal={portal}
            onClose={close}
            onNavigate={(path) => {
              close();
              void navigate(path);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
