import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormFieldsBinding, type FormFieldsBinding } from './form-fields-context';

type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: FieldPath<V>;
  /** The form (inside a ServerFormDialog, its form's by default). */
  control?: FormFieldsBinding<V>['control'];
  /** The form's words for a field's error (useServerAwareForm's `errorText`); `helperText` shows while there is none. */
  errorText?: FormFieldsBinding<V>['errorText'];
  /** Fields validated again when this one changes. */
  deps?: FieldPath<V>[];
};

/**
 * A text field (or, with `select`, a list) bound to one field of a react-hook-form form: its value, its error under it
 * in place of the hint, and the input's ref, so a server answer placed on the field can move the focus to it.
 */
export function FormTextField<V extends FieldValues>({
  name,
  control,
  errorText,
  deps,
  helperText,
  onChange,
  ...props
}: FormTextFieldProps<V>) {
  const binding = useFormFieldsBinding<V>({ control, errorText });
  return (
    <Controller
      name={name}
      control={binding.control}
      rules={deps ? { deps } : undefined}
      render={({ field: { ref, onChange: setValue, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          // The form takes the new value first; then whoever else wants to know (a field that follows this one).
          onChange={(event) => {
            setValue(event);
            onChange?.(event);
          }}
          error={Boolean(fieldState.error)}
          helperText={binding.errorText(fieldState.error) ?? helperText}
        />
      )}
    />
  );
}
