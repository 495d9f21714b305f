import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useActivateBundleMutation } from '../api';
import { bundleActivationSchema, optionalCoupon, refusal, type BundleActivationValues } from '../model/forms';
import type { LicenceBundle, LicensedDevice } from '../model/schemas';
import '../catalogue';

const FIELDS = ['bundleId', 'couponCode'] as const;
const SERVER_NAMES = { 'bundle.publicId': 'bundleId', couponCode: 'couponCode' };

interface BundleActivationDialogProps {
  device: LicensedDevice;
  bundles: readonly LicenceBundle[];
  onDone: () => void;
  onClose: () => void;
}

/** Activates a licence bundle on a device (AgentLicenceBundleActivate), with a coupon code when one is given. */
export function BundleActivationDialog({ device, bundles, onDone, onClose }: BundleActivationDialogProps) {
  const { t } = useTranslation();
  const [activate] = useActivateBundleMutation();
  const form = useServerAwareForm<BundleActivationValues>({
    initialValues: { bundleId: bundles[0]?.publicId ?? '', couponCode: '' },
    schema: bundleActivationSchema,
    fields: FIELDS,
    onSubmit: async ({ bundleId, couponCode }) => {
      const result = await activate({ agentId: device.publicId, bundleId, couponCode: optionalCoupon(couponCode) });
      if (result.error) return refusal(result.error, SERVER_NAMES);
      onDone();
      return { ok: true };
    },
  });

  return (
    <ServerFormDialog
      form={form}
      title={t('licences.bundleDialog.title', { name: device.name })}
      submitLabel={t('licences.bundleDialog.submit')}
      canSubmit={form.formState.isValid && bundles.length > 0}
      notice={bundles.length === 0 ? t('licences.bundleDialog.noBundles') : undefined}
      onClose={onClose}
    >
      <FormTextField
        name="bundleId"
        label={t('licences.bundleDialog.bundle')}
        select
        slotProps={{ select: { native: true } }}
        fullWidth
      >
        {bundles.map((bundle) => (
          <option key={bundle.publicId} value={bundle.publicId}>
            {bundle.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        name="couponCode"
        label={t('licences.couponField.label')}
        helperText={t('licences.bundleDialog.couponHint')}
        fullWidth
      />
    </ServerFormDialog>
  );
}
