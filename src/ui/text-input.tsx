import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  type InputLabelProps,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

/** Props that belong to the whole field (the FormControl) rather than to the input. */
type FieldOwned = 'id' | 'label' | 'notched' | 'error' | 'required' | 'disabled' | 'fullWidth' | 'size' | 'color' | 'sx' | 'className';

export interface TextInputProps extends Omit<OutlinedInputProps, FieldOwned | 'inputProps' | 'slotProps' | 'slots' | 'classes'> {
  /** The visible, floating label; also the input's accessible name. */
  label: ReactNode;
  /** The input's id; generated when absent. The label and the helper text are tied to it. */
  id?: string;
  /** Text under the field (the error message when `error` is set), announced with the input. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  className?: string;
  /** Styles of the whole field. */
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Extra props of the OutlinedInput (its `sx`, say). */
    input?: Partial<Omit<OutlinedInputProps, 'inputProps' | 'slotProps'>>;
    /** Attributes of the `<input>` element itself (`inputMode`, `maxLength`, …). */
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * An outlined text field wired like MUI's TextField (label `htmlFor`, `aria-describedby` to the helper text,
 * `aria-invalid` and `required` from the FormControl), without TextField's static import of the Select chain
 * (Select, Menu, Popover, Modal) that no text input needs.
 */
export function TextInput({
  label,
  id: idOverride,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  className,
  sx,
  slotProps = {},
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      className={className}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
        {...inputProps}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
