import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<V extends FieldValues> {
  name: FieldPath<V>;
  control: Control<V>;
  label: string;
  errorText?: (error: FieldError | undefined) => string | undefined;
  required?: boolean;
}

/** A checkbox bound to a boolean field of a react-hook-form form, its error (if any) under it and tied to it. */
export function FormCheckbox<V extends FieldValues>({
  name,
  control,
  label,
  errorText,
  required = false,
}: FormCheckboxProps<V>) {
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = errorText?.(fieldState.error);
        return (
          <FormControl error={Boolean(message)} required={required}>
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': Boolean(message),
                      'aria-describedby': message ? errorId : undefined,
                      'aria-required': required,
                    } as Record<string, unknown>,
                  }}
                />
              }
            />
            {message && <FormHelperText id={errorId}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
