import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useUpdateCompanyBrandingMutation, useUploadPublicFileMutation } from '../api';
import {
  brandingFormSchema,
  brandingPatchBody,
  formFieldErrors,
  formValuesOf,
  IMAGE_KEYS,
  type BrandingFormValues,
  type ImageKey,
} from '../model/branding-form';
import type { CompanyBranding } from '../model/schemas';
import '../catalogue';

/** The branding form's fields a server refusal may name (MyCompany PATCH `branding.<path>` without `branding.`). */
const SERVER_FIELDS = [
  'name',
  'theme.primaryColor',
  'theme.primaryTextColor',
  'theme.accentColor',
  'theme.accentTextColor',
  'theme.headerColor',
  'theme.headerLineColor',
  'theme.menuColor',
  'theme.menuTextColor',
  'theme.pageColor',
  'theme.pageTextColor',
  'theme.cardColor',
  'theme.cardTextColor',
  'custom.glbBrowserTitle',
  'custom.glbSupportedPlatforms',
  'custom.glbVpnClientReleaseNotesUrl',
] as const;

/** Images chosen but not uploaded yet: uploaded first when the form is saved, then the PATCH names their addresses. */
export type PendingImages = Partial<Record<ImageKey, File>>;

/**
 * The branding form of /identity: values from MyCompany, images chosen here uploaded first (PublicFileUpload), then
 * MyCompany PATCH `{branding}`; success told in a snackbar, a refusal placed on its field or above the form.
 */
export function useBrandingForm(branding: CompanyBranding | null) {
  const dispatch = useAppDispatch();
  const [uploadFile] = useUploadPublicFileMutation();
  const [updateBranding] = useUpdateCompanyBrandingMutation();
  const [pending, setPending] = useState<PendingImages>({});
  const [uploading, setUploading] = useState<ImageKey | null>(null);
  const initialValues = useMemo(() => formValuesOf(branding), [branding]);

  const form = useServerAwareForm<BrandingFormValues>({
    initialValues,
    schema: brandingFormSchema,
    fields: SERVER_FIELDS,
    onSubmit: async (values) => {
      const uploaded: Partial<Record<ImageKey, string>> = {};
      for (const key of IMAGE_KEYS) {
        const file = pending[key];
        if (!file) continue;
        setUploading(key);
        const result = await uploadFile(file);
        setUploading(null);
        if (result.error) return { ok: false, fieldErrors: {}, message: firstErrorMessage(result.error) };
        uploaded[key] = result.data;
      }
      const result = await updateBranding(brandingPatchBody(values, branding, uploaded));
      if (result.error)
        return {
          ok: false,
          fieldErrors: formFieldErrors(fieldErrors(result.error)),
          message: firstErrorMessage(result.error),
        };
      setPending({});
      form.reset({ ...values, ...uploaded });
      dispatch(
        snackbarRequested({
          messageKey: 'identity.branding.saved',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      return { ok: true };
    },
  });

  // A new reading of the company (after a save, or a refetch) becomes the form's starting point when nothing is edited.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(initialValues);
  }, [initialValues, reset, formState.isDirty]);

  const dirty = formState.isDirty || Object.keys(pending).length > 0;
  return {
    form,
    pending,
    uploading,
    dirty,
    saving: formState.isSubmitting,
    choose: (key: ImageKey, file: File) => setPending((current) => ({ ...current, [key]: file })),
    /** Drops a chosen file, or clears the saved image (null) when none was chosen. */
    clear: (key: ImageKey) => {
      if (pending[key]) {
        setPending(({ [key]: _dropped, ...rest }) => rest);
        return;
      }
      form.setValue(key, null, { shouldDirty: true });
    },
    resetAll: () => {
      setPending({});
      reset(initialValues);
    },
  };
}
