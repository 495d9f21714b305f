import { ConfirmDialog } from './confirm-dialog';

/** A delete a page's hook holds open until it is confirmed or cancelled. */
export interface PendingDeletion {
  pending: boolean;
  confirm: () => void;
  cancel: () => void;
}

/** Asks before the delete the hook holds open; the confirm button is destructive and waits while it runs. */
export function DeletionConfirmDialog({
  deletion,
  title,
  text,
  confirmLabel,
}: {
  deletion: PendingDeletion;
  title: string;
  text: string;
  confirmLabel: string;
}) {
  return (
    <ConfirmDialog
      open
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      destructive
      pending={deletion.pending}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
