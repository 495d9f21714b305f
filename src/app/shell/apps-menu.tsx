import AppsIcon from '@mui/icons-material/Apps';
import { IconButton } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '../../features/session';
import { lazyPopup, useOpenedOnce } from '../../ui/use-lazy-popup';
import { useGoToPortal } from './use-go-to-portal';
import './catalogue';

const AppsMenuList = lazyPopup(() => import('./apps-menu-list'));

/** The portal's applications: administration, devices and messages, and the portal itself (opened signed in) when offered. */
export function AppsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const portal = useGoToPortal();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const rendered = useOpenedOnce(Boolean(anchor));
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={AppsMenuList.preload}
        onFocus={AppsMenuList.preload}
        aria-label={t('shell.apps.label')}
        title={t('shell.apps.label')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <AppsIcon />
      </IconButton>
      {rendered && (
        <Suspense fallback={null}>
          <AppsMenuList.Component
            id={menuId}
            anchor={anchor}
            permissions={permissions}
            portal={portal}
            onClose={() => setAnchor(null)}
            onNavigate={(path) => {
              setAnchor(null);
              void navigate(path);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
