import { useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useDeleteScreensaverMutation, useScreensaverImageQuery, useUploadScreensaverMutation } from '../api';
import { imageFileProblem, MAX_SCREENSAVER_BYTES, type FileProblem } from '../model/uploads';
import '../catalogue';

/**
 * The router display screensaver of the company named by MyCompany `screensaver`: its image (an object URL), upload and
 * delete. `uploading` (docs/RULES.md#identity) is the upload's own state: true while it runs, false once it succeeded or failed.
 */
export function useScreensaver(publicId: string | null) {
  const dispatch = useAppDispatch();
  const image = useScreensaverImageQuery(publicId ?? '', { skip: !publicId });
  const [upload, uploadState] = useUploadScreensaverMutation();
  const [remove, removal] = useDeleteScreensaverMutation();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = async (file: File) => {
    setFailure(null);
    const found = imageFileProblem(file, MAX_SCREENSAVER_BYTES);
    setProblem(found);
    if (found) return;
    const result = await upload(file);
    if (result.error) setFailure(firstErrorMessage(result.error));
    else
      dispatch(
        snackbarRequested({
          messageKey: 'identity.screensaver.uploaded',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
  };

  const confirmDelete = async () => {
    if (!publicId) return;
    const result = await remove(publicId);
    setConfirming(false);
    if (result.error) setFailure(firstErrorMessage(result.error));
    else
      dispatch(
        snackbarRequested({
          messageKey: 'identity.screensaver.deleted',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
  };

  return {
    /** The object URL of the image; null when the company has none (MyCompany names none, or GET answers 404). */
    url: publicId ? (image.data ?? null) : null,
    isLoading: Boolean(publicId) && image.isFetching && image.data === undefined,
    loadError: image.isError ? firstErrorMessage(image.error) : null,
    retry: () => void image.refetch(),
    uploading: uploadState.isLoading,
    deleting: removal.isLoading,
    problem,
    failure,
    choose: (file: File) => void choose(file),
    confirming,
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete: () => void confirmDelete(),
  };
}
