import { firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useSaveConfigMutation, useTemplateConfigsQuery } from '../api';
import { configSave, firstConfig, type ConfigFormValues } from '../model/schemas';
import '@/features/apps/catalogue-cloud';

/** A template's configuration: the first config of the template, else an empty one; saved by POST when new, else PATCH. */
export function useTemplateConfig(templateId: string) {
  const dispatch = useAppDispatch();
  const query = useTemplateConfigsQuery(templateId);
  const [save] = useSaveConfigMutation();
  const config = query.data ? firstConfig(query.data) : null;

  const submit = async ({ values }: ConfigFormValues): Promise<SubmitOutcome> => {
    if (!config) return { ok: false, fieldErrors: {} };
    const result = await save({ templateId, save: configSave(templateId, config, values) });
    if (result.error) return { ok: false, fieldErrors: {}, message: firstErrorMessage(result.error) };
    dispatch(
      snackbarRequested({
        messageKey: 'cloudFunctions.config.saved',
        duration: SNACKBAR_DURATION.short,
        severity: 'success',
      }),
    );
    return { ok: true };
  };

  return {
    config,
    isLoading: query.isLoading,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
    submit,
  };
}
