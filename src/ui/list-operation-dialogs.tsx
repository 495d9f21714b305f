import { ConfirmDialog, MessageDialog } from './confirm-dialog';
import { NameFormDialog, type NameFormDialogProps } from './name-form-dialog';
import type { DeletionRefusal, ListOperation } from './use-list-operation';

export interface ListOperationTexts<T> {
  deleteTitle: string;
  deleteConfirm: string;
  deleteText: (item: T) => string;
  /** Only for a list with a deletion rule (useListOperation's `DeletionRule`): the notice of a refused delete. */
  cannotDelete?: { title: string; text: (item: T, reason: DeletionRefusal) => string };
}

export interface ListOperationDialogsProps<T> {
  operation: ListOperation<T>;
  /** The add or edit form while one of those is the operation. */
  form: NameFormDialogProps | null;
  deleting: boolean;
  confirmDelete: () => Promise<void>;
  close: () => void;
  texts: ListOperationTexts<T>;
}

/** The dialog of the list's current operation: the one name form, the delete confirmation or the cannot-delete notice. */
export function ListOperationDialogs<T>({
  operation,
  form,
  deleting,
  confirmDelete,
  close,
  texts,
}: ListOperationDialogsProps<T>) {
  if (form) return <NameFormDialog {...form} />;
  if (operation.kind === 'confirmDelete') {
    return (
      <ConfirmDialog
        open
        title={texts.deleteTitle}
        text={texts.deleteText(operation.item)}
        confirmLabel={texts.deleteConfirm}
        destructive
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    );
  }
  if (operation.kind === 'cannotDelete' && texts.cannotDelete) {
    return (
      <MessageDialog
        open
        title={texts.cannotDelete.title}
        text={texts.cannotDelete.text(operation.item, operation.reason)}
        onClose={close}
      />
    );
  }
  return null;
}
