import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormDialog } from './form-dialog';
import { FormFieldsContext } from './form-fields-context';
import type { useServerAwareForm } from './use-server-aware-form';

export type ServerAwareForm<V extends FieldValues> = ReturnType<typeof useServerAwareForm<V>>;

interface ServerFormDialogProps<V extends FieldValues> {
  /** The dialog's form, from useServerAwareForm. */
  form: ServerAwareForm<V>;
  title: string;
  submitLabel: string;
  /** Whether the form may be sent (besides not pending); by default once it is changed and valid. */
  canSubmit?: boolean;
  /** Shown above the form while no failure of a submit is. */
  notice?: string;
  onClose: () => void;
  /** The fields; a FormTextField among them needs only its name (and its label). */
  children: ReactNode;
}

/** A FormDialog around a useServerAwareForm form: its state, its submit, its failure, and its fields' binding. */
export function ServerFormDialog<V extends FieldValues>({
  form,
  title,
  submitLabel,
  canSubmit,
  notice,
  onClose,
  children,
}: ServerFormDialogProps<V>) {
  const { isDirty, isValid, isSubmitting } = form.formState;
  // The binding's fields are named by the form's own values; the context holds any form's.
  const binding = { control: form.control as unknown as Control<FieldValues>, errorText: form.errorText };
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      dirty={isDirty}
      canSubmit={canSubmit ?? (isDirty && isValid)}
      pending={isSubmitting}
      error={form.formError ?? notice}
      onSubmit={(event) => void form.submit(event)}
      onClose={onClose}
    >
      <FormFieldsContext.Provider value={binding}>{children}</FormFieldsContext.Provider>
    </FormDialog>
  );
}
