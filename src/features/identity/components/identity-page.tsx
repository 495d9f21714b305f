import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { PageLayout } from '@/ui/page-layout';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useMyCompanyIdentityQuery } from '../api';
import { BrandingSection } from './branding-section';
import { MenuItemsSection } from './menu-items-section';
import { ScreensaverSection } from './screensaver-section';
import '../catalogue';
import { useLeaveGuard } from '@/ui/use-leave-guard';
import { UnsavedChangesDialog } from '@/ui/unsaved-changes-dialog';

/** /identity (MANAGE_BRANDING): the company's branding with a live preview, its router display screensaver and its menu items. */
export function IdentityPage() {
  const { t } = useTranslation();
  const company = useMyCompanyIdentityQuery();
  // Each section keeps its own edits (typing in one re-renders only it) and tells the page whether it has unsaved ones.
  const [brandingDirty, setBrandingDirty] = useState(false);
  const [menuItemsDirty, setMenuItemsDirty] = useState(false);
  const dirty = brandingDirty || menuItemsDirty;

  const blocker = useLeaveGuard(
    dirty,
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <PageLayout
      title={t('shell.menu.identity')}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('shell.menu.identity') }]}
    >
      {company.isLoading ? (
        <LoadingRows label={t('identity.loading')} rows={6} />
      ) : company.isError || !company.data ? (
        <ErrorState
          title={t('identity.loadFailed')}
          message={firstErrorMessage(company.error)}
          onRetry={() => void company.refetch()}
        />
      ) : (
        <Stack spacing={3}>
          <BrandingSection branding={company.data.branding ?? null} onDirtyChange={setBrandingDirty} />
          <ScreensaverSection publicId={company.data.screensaver?.publicId ?? null} />
          <MenuItemsSection onDirtyChange={setMenuItemsDirty} />
        </Stack>
      )}
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeep={() => blocker.reset?.()}
      />
    </PageLayout>
  );
}
