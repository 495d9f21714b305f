import { z } from 'zod';
import { fieldErrors, firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { COUPON_PATTERN, normaliseCoupon } from './coupon';

/** A coupon code field: empty (when optional) or in the coupon format once normalised. */
export const couponField = (required: boolean) =>
  z
    .string()
    .refine((text) => !required || normaliseCoupon(text) !== '', 'licences.appDialog.couponRequired')
    .refine(
      (text) => normaliseCoupon(text) === '' || COUPON_PATTERN.test(normaliseCoupon(text)),
      'licences.couponField.format',
    );

export const optionalCoupon = (text: string): string | null => normaliseCoupon(text) || null;

export type ActivationKind = 'trial' | 'licence' | 'coupon';
export interface AppActivationValues {
  kind: ActivationKind;
  licenceId: string;
  couponCode: string;
}

/** The app activation form: a licence must be picked for "a license", a well-formed code given for "a coupon code". */
export const appActivationSchema = z
  .object({ kind: z.enum(['trial', 'licence', 'coupon']), licenceId: z.string(), couponCode: z.string() })
  .superRefine((values, context) => {
    if (values.kind === 'licence' && !values.licenceId)
      context.addIssue({ code: 'custom', path: ['licenceId'], message: 'licences.appDialog.licenceRequired' });
    if (values.kind !== 'coupon') return;
    const code = normaliseCoupon(values.couponCode);
    if (!code) context.addIssue({ code: 'custom', path: ['couponCode'], message: 'licences.appDialog.couponRequired' });
    else if (!COUPON_PATTERN.test(code))
      context.addIssue({ code: 'custom', path: ['couponCode'], message: 'licences.couponField.format' });
  });

export interface BundleActivationValues {
  bundleId: string;
  couponCode: string;
}
export const bundleActivationSchema = z.object({
  bundleId: z.string().min(1, 'licences.bundleDialog.required'),
  couponCode: couponField(false),
});

export interface ExtendValues {
  couponCode: string;
}
export const extendSchema = z.object({ couponCode: couponField(false) });

/** The server's refusal for a form: its error items by the form's field names (`licence.publicId` → `licenceId` ...). */
export function refusal(error: unknown, names: Record<string, string>): SubmitOutcome {
  const byProperty = fieldErrors(error);
  const mapped = Object.fromEntries(
    Object.entries(byProperty).map(([property, message]) => [names[property] ?? property, message]),
  );
  return { ok: false, fieldErrors: mapped, message: firstErrorMessage(error) };
}
