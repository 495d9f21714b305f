import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useExtendBundleMutation } from '../api';
import { extendSchema, optionalCoupon, refusal, type ExtendValues } from '../model/forms';
import type { LicenceBundle } from '../model/schemas';
import '../catalogue';

const FIELDS = ['couponCode'] as const;

/** Extends a licence bundle (LicenceBundleExtend), with a coupon code when one is given. */
export function ExtendBundleDialog({
  bundle,
  onDone,
  onClose,
}: {
  bundle: LicenceBundle;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [extend] = useExtendBundleMutation();
  const form = useServerAwareForm<ExtendValues>({
    initialValues: { couponCode: '' },
    schema: extendSchema,
    fields: FIELDS,
    onSubmit: async ({ couponCode }) => {
      const result = await extend({ publicId: bundle.publicId, couponCode: optionalCoupon(couponCode) });
      if (result.error) return refusal(result.error, { couponCode: 'couponCode' });
      onDone();
      return { ok: true };
    },
  });

  return (
    <ServerFormDialog
      form={form}
      title={t('licences.bundles.extendTitle', { name: bundle.name })}
      submitLabel={t('licences.bundles.extendSubmit')}
      canSubmit={form.formState.isValid}
      onClose={onClose}
    >
      <Typography color="text.secondary">{t('licences.bundles.extendText')}</Typography>
      <FormTextField
        name="couponCode"
        label={t('licences.couponField.label')}
        helperText={t('licences.couponField.optionalHint')}
        autoFocus
        fullWidth
      />
    </ServerFormDialog>
  );
}
