import { useAppDispatch } from '@/store';
import { saveFile } from '@/lib/download';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useTemplateLogsMutation } from '../api';
import '@/features/apps/catalogue-cloud';

/** The name the logs are saved under (docs/RULES.md#apps). */
export const LOG_FILE_NAME = 'cloud-function.log';

/** Downloads a template's logs as `cloud-function.log`; a failure shows 'download failed' for 3 s (docs/RULES.md#apps). */
export function useLogsDownload(templateId: string) {
  const dispatch = useAppDispatch();
  const [fetchLogs, state] = useTemplateLogsMutation();

  const download = async () => {
    const result = await fetchLogs(templateId);
    state.reset();
    if (result.error !== undefined) {
      dispatch(
        snackbarRequested({
          messageKey: 'cloudFunctions.logs.downloadFailed',
          duration: SNACKBAR_DURATION.short,
          severity: 'error',
        }),
      );
      return;
    }
    saveFile(LOG_FILE_NAME, result.data, 'text/plain');
  };

  return { download: () => void download(), pending: state.isLoading };
}
