import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { MessageDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useCurrentSession } from '@/features/session';
import { useApproversQuery, useRequestAccessDeviceQuery } from '../api';
import { requestAccessClosed, type RequestDialogState } from '../model/slice';
import { RequestAccessForm } from './request-access-form';
import '../catalogue-dialog';

/**
 * The request access dialog of one opening: kept while it closes (so it fades out with its content), started afresh
 * for each `requestAccessOpened`.
 */
export function RequestAccessDialog({ request }: { request: RequestDialogState | null }) {
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState<{ request: RequestDialogState; opening: number } | null>(null);
  if (request && request !== shown?.request) setShown({ request, opening: (shown?.opening ?? 0) + 1 });
  if (!shown) return null;
  return (
    <RequestAccessContent
      key={shown.opening}
      request={shown.request}
      open={request !== null}
      onClose={() => dispatch(requestAccessClosed())}
    />
  );
}

interface ContentProps {
  request: RequestDialogState;
  open: boolean;
  onClose: () => void;
}

/** Loading, a load failure with Try again, no approvers, the form, then the success view. */
function RequestAccessContent({ request, open, onClose }: ContentProps) {
  const { t } = useTranslation();
  const { companyId } = useCurrentSession();
  const device = useRequestAccessDeviceQuery(request.agentId);
  const approvers = useApproversQuery(request.agentId);
  const [submitted, setSubmitted] = useState(false);

  if (submitted) {
    return (
      <MessageDialog
        open={open}
        title={t('accessRequests.REQUEST_ACCESS')}
        text={t('accessRequests.dialog.submitted')}
        onClose={onClose}
      />
    );
  }
  if (approvers.data?.length === 0) {
    return (
      <MessageDialog
        open={open}
        title={t('accessRequests.UNABLE_TO_REQUEST_ACCESS')}
        text={t('accessRequests.REMOTE_ACCESS_NO_APPROVERS')}
        onClose={onClose}
      />
    );
  }
  if (device.data && approvers.data) {
    return (
      <RequestAccessForm
        open={open}
        device={device.data}
        approvers={approvers.data}
        prefill={request.prefill}
        companyId={companyId}
        onClose={onClose}
        onSubmitted={() => setSubmitted(true)}
      />
    );
  }
  const error = device.error ?? approvers.error;
  return (
    <FormDialog
      open={open}
      title={t('accessRequests.REQUEST_ACCESS')}
      submitLabel={t('accessRequests.dialog.send')}
      dirty={false}
      canSubmit={false}
      pending={false}
      onSubmit={(event) => event.preventDefault()}
      onClose={onClose}
    >
      {error ? (
        <ErrorState
          title={t('accessRequests.dialog.loadFailed')}
          message={firstErrorMessage(error)}
          onRetry={() => {
            if (device.error) void device.refetch();
            if (approvers.error) void approvers.refetch();
          }}
        />
      ) : (
        <LoadingRows rows={3} label={t('accessRequests.dialog.loading')} />
      )}
    </FormDialog>
  );
}
