import RedeemIcon from '@mui/icons-material/Redeem';
import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useLicenceBundlesQuery } from '../api';
import { useDeviceLicences, type DeviceLicencesModel } from '../hooks/use-device-licences';
import { useLicenceList, type LicenceRow } from '../hooks/use-licence-list';
import type { LicenceBundle } from '../model/schemas';
import { AppActivationDialog } from './app-activation-dialog';
import { BundleActivationDialog } from './bundle-activation-dialog';
import { BundlesTable } from './bundles-table';
import { DevicesTable } from './devices-table';
import { ExtendBundleDialog } from './extend-bundle-dialog';
import { LicenceTable } from './licence-table';
import { LicenceTypesTable } from './licence-types-table';
import { RedeemDialog } from './redeem-dialog';
import '../catalogue';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id} sx={{ pt: 2 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The device table's dialogs: activating a bundle or an app, confirming a deactivation. */
function DeviceDialogs({ model, licences }: { model: DeviceLicencesModel; licences: readonly LicenceRow[] }) {
  const { t } = useTranslation();
  const bundles = useLicenceBundlesQuery();
  const { operation } = model;
  if (operation.kind === 'activateBundle') {
    return (
      <BundleActivationDialog
        device={operation.device}
        bundles={bundles.data ?? []}
        onDone={() => model.activated(operation.device)}
        onClose={model.close}
      />
    );
  }
  if (operation.kind === 'activateApp') {
    const free = licences.filter(
      (licence) =>
        licence.type.usageType === operation.app &&
        licence.agent === null &&
        licence.state !== 'expired' &&
        !licence.trial,
    );
    return (
      <AppActivationDialog
        device={operation.device}
        app={operation.app}
        freeLicences={free}
        onDone={() => model.activated(operation.device, operation.app)}
        onClose={model.close}
      />
    );
  }
  if (operation.kind === 'none') return null;
  const app = operation.kind === 'deactivateApp' ? t(`licences.apps.${operation.app}`) : '';
  return (
    <ConfirmDialog
      open
      title={
        operation.kind === 'deactivateApp' ? t('licences.confirm.appTitle', { app }) : t('licences.confirm.bundleTitle')
      }
      text={
        operation.kind === 'deactivateApp'
          ? t('licences.confirm.appText', { app, name: operation.device.name })
          : t('licences.confirm.bundleText', { bundle: operation.bundle.name, name: operation.device.name })
      }
      confirmLabel={t('licences.confirm.deactivate')}
      destructive
      pending={model.confirming}
      onConfirm={model.confirm}
      onCancel={model.close}
    />
  );
}

/** /licenses (MANAGE_LICENCES): licences, coupon codes, bundles, licence types, and per device its bundle and apps. */
export function LicencesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useLicenceList();
  const devices = useDeviceLicences();
  const [redeeming, setRedeeming] = useState(false);
  const [extending, setExtending] = useState<LicenceBundle | null>(null);
  const onExtend = useCallback((bundle: LicenceBundle) => setExtending(bundle), []);
  const notify = useMemo(
    () => (messageKey: 'licences.bundles.extended' | 'licences.redeem.done', count?: number) =>
      dispatch(
        snackbarRequested({
          messageKey,
          messageValues: count === undefined ? undefined : { count },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      ),
    [dispatch],
  );

  return (
    <PageLayout
      title={t('licences.title')}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('licences.title') }]}
      actions={
        <Button variant="contained" startIcon={<RedeemIcon />} onClick={() => setRedeeming(true)}>
          {t('licences.redeem.open')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('licences.intro')}</Typography>
      <Section id="licences-list" title={t('licences.licenceList.heading')}>
        <LicenceTable list={list} />
      </Section>
      <Section id="licences-devices" title={t('licences.devices.heading')}>
        <DevicesTable model={devices} />
      </Section>
      <Section id="licences-bundles" title={t('licences.bundles.heading')}>
        <BundlesTable licences={list.all} onExtend={onExtend} />
      </Section>
      <Section id="licences-types" title={t('licences.types.heading')}>
        <LicenceTypesTable />
      </Section>
      {redeeming && (
        <RedeemDialog
          onDone={(count) => {
            setRedeeming(false);
            notify('licences.redeem.done', count);
          }}
          onClose={() => setRedeeming(false)}
        />
      )}
      {extending && (
        <ExtendBundleDialog
          bundle={extending}
          onDone={() => {
            setExtending(null);
            notify('licences.bundles.extended');
          }}
          onClose={() => setExtending(null)}
        />
      )}
      <DeviceDialogs model={devices} licences={list.all} />
    </PageLayout>
  );
}
