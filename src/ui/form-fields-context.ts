import { createContext, useContext } from 'react';
import type { Control, FieldError, FieldValues } from 'react-hook-form';

/** What binds a field to the form around it: the form's control and its words for a field's error. */
export interface FormFieldsBinding<V extends FieldValues = FieldValues> {
  control: Control<V>;
  errorText: (error: FieldError | undefined) => string | undefined;
}

/** Set by ServerFormDialog: the fields inside it need only their name. */
export const FormFieldsContext = createContext<FormFieldsBinding | null>(null);

/** The binding a field was given, else the one of the form around it. */
export function useFormFieldsBinding<V extends FieldValues>(
  given: Partial<FormFieldsBinding<V>>,
): FormFieldsBinding<V> {
  const around = useContext(FormFieldsContext);
  // The form around a field is the one whose values it names; the context cannot carry that type.
  const control = given.control ?? (around?.control as Control<V> | undefined);
  const errorText = given.errorText ?? around?.errorText;
  if (!control || !errorText) throw new Error('A form field needs a control and errorText, or a form around it.');
  return { control, errorText };
}
