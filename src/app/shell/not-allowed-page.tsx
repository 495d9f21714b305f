import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentSession } from '@/features/session';
import { ErrorFrame } from './error-pages';
import { DEVICES_ITEM } from './menu';
import { useGoToPortal } from './use-go-to-portal';
import './catalogue';

export function NotAllowedPage() {
  const { t } = useTranslation();
  const { companyId, permissions } = useCurrentSession();
  const portal = useGoToPortal();
  return (
    <ErrorFrame title={t('errors.notAllowed.title')}>
      <Typography color="text.secondary">{t('errors.notAllowed.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {DEVICES_ITEM.isVisible(permissions) && (
          <Button variant="contained" component={RouterLink} to={DEVICES_ITEM.path}>
            {t('errors.notAllowed.devices')}
          </Button>
        )}
        {portal.available && (
          <Button variant="outlined" onClick={portal.go} disabled={portal.pending}>
            {t('errors.notAllowed.goToPortal')}
          </Button>
        )}
        {companyId && (
          <Button variant="outlined" component={RouterLink} to="/my-companies">
            {t('errors.notAllowed.switchCompany')}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/logout">
          {t('errors.notAllowed.logout')}
        </Button>
      </Stack>
    </ErrorFrame>
  );
}
