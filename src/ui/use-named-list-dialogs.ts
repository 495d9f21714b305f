import type { ListOperationDialogsProps, ListOperationTexts } from './list-operation-dialogs';
import type { NameFormDialogProps, NameFormValues, SubmitOutcome } from './name-form-dialog';
import { useListOperation, type DeletionRule } from './use-list-operation';

export interface NamedItem {
  publicId: string;
  name: string;
  /** Shown and edited in the form when the form has a colour. */
  color?: string;
}

/** Reads the app's one error shape; passed in, because ui does not know the wire. */
export interface ErrorReader {
  message: (error: unknown) => string;
  fields: (error: unknown) => Record<string, string>;
}

/** What a mutation trigger resolves to: an error, or none. */
export interface MutationOutcome {
  error?: unknown;
}

/** The form of one operation; the hook adds the initial values and the handlers. */
export type NameFormContent = Omit<NameFormDialogProps, 'initialValues' | 'onSubmit' | 'onClose'>;

export interface NamedListDialogsOptions<T extends NamedItem> {
  /** The list's deletion rule; without one an item may always be deleted. */
  deletion?: DeletionRule<T>;
  /** The form to add (editing undefined) or edit an item. */
  form: (editing: T | undefined) => NameFormContent;
  /** Creates (editing undefined) or updates the item with the form's values. */
  save: (values: NameFormValues, editing: T | undefined) => PromiseLike<MutationOutcome>;
  remove: (item: T) => PromiseLike<MutationOutcome>;
  deleting: boolean;
  /** After a successful add (editing undefined) or edit: the page confirms it in a notice. */
  onSaved?: (values: NameFormValues, editing: T | undefined) => void;
  onDeleted?: (item: T) => void;
  onDeleteFailed: (error: unknown) => void;
  errors: ErrorReader;
  texts: ListOperationTexts<T>;
}

/** The add, edit and delete dialogs of a list of named items: one operation state, one name form, the delete confirmation. */
export function useNamedListDialogs<T extends NamedItem>(options: NamedListDialogsOptions<T>) {
  const { form, save, remove, errors } = options;
  const operations = useListOperation<T>(options.deletion);
  const { operation } = operations;
  const editing = operation.kind === 'edit' ? operation.item : undefined;

  const submit = async (values: NameFormValues): Promise<SubmitOutcome> => {
    const result = await save(values, editing);
    if (result.error)
      return { ok: false, fieldErrors: errors.fields(result.error), message: errors.message(result.error) };
    operations.close();
    options.onSaved?.(values, editing);
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const { item } = operation;
    const result = await remove(item);
    operations.close();
    if (result.error) options.onDeleteFailed(result.error);
    else options.onDeleted?.(item);
  };

  const dialogs: ListOperationDialogsProps<T> = {
    operation,
    form:
      operation.kind === 'add' || operation.kind === 'edit'
        ? {
            ...form(editing),
            initialValues: { name: editing?.name ?? '', color: editing?.color ?? '' },
            onSubmit: submit,
            onClose: operations.close,
          }
        : null,
    confirmDelete,
    deleting: options.deleting,
    close: operations.close,
    texts: options.texts,
  };
  return { operations, dialogs };
}
