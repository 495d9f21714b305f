import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: FieldPath<V>;
  control: Control<V>;
  /** The form's words for a field's error (useServerAwareForm's `errorText`); `helperText` shows while there is none. */
  errorText: (error: FieldError | undefined) => string | undefined;
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
  return (
    <Controller
      name={name}
      control={control}
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
          helperText={errorText(fieldState.error) ?? helperText}
        />
      )}
    />
  );
}
