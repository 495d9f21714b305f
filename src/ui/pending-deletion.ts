import type { ListOperation } from './use-list-operation';

/** The item a list's delete waits to have confirmed, with the state DeletionConfirmDialog reads. */
export interface PendingDeletionOf<T> {
  item: T;
  pending: boolean;
  confirm: () => void;
  cancel: () => void;
}

/** While the list's operation is a delete to confirm: its item, whether it runs, and its confirm and cancel. */
export function pendingDeletion<T>(
  operation: ListOperation<T>,
  pending: boolean,
  confirm: () => Promise<void>,
  cancel: () => void,
): PendingDeletionOf<T> | null {
  return operation.kind === 'confirmDelete'
    ? { item: operation.item, pending, confirm: () => void confirm(), cancel }
    : null;
}
