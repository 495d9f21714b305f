import { OutlinedInput, type InputBaseComponentProps, type OutlinedInputProps, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useId, useState, type AnimationEvent, type ComponentPropsWithoutRef, type FocusEvent, type ReactNode } from 'react';

/** Props that belong to the whole field rather than to the input. */
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
    /** Attributes of the `<label>`; `shrink` fixes whether it sits in the outline's notch. */
    inputLabel?: Partial<ComponentPropsWithoutRef<'label'> & { shrink?: boolean; sx?: SxProps<Theme> }>;
    formHelperText?: Partial<ComponentPropsWithoutRef<'p'> & { sx?: SxProps<Theme> }>;
  };
}

/** The keyframes InputBase runs on its `<input>`: the first while the browser shows it autofilled, the other otherwise. */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/** MUI's FormControl box; a label at rest hides the input's placeholder, as MUI does. */
const Field = styled('div')({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
  '&[data-full-width]': { width: '100%' },
  '& > label[data-shrink=false] + * input::placeholder': { opacity: 0 },
});

/** MUI's outlined InputLabel: inside the field at rest, scaled into the outline's notch when shrunk. */
const Label = styled('label')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    color: palette.text.secondary,
    lineHeight: '1.4375em',
    padding: 0,
    display: 'block',
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    pointerEvents: 'none',
    transformOrigin: 'top left',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: 'calc(100% - 24px)',
    transform: 'translate(14px, 16px) scale(1)',
    transition: theme.transitions.create(['color', 'transform', 'max-width'], {
      duration: theme.transitions.duration.shorter,
      easing: theme.transitions.easing.easeOut,
    }),
    '&[data-size=small]': { transform: 'translate(14px, 9px) scale(1)' },
    '&[data-shrink=true]': {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '&.Mui-focused': { color: palette.primary.main },
    '&.Mui-disabled': { color: palette.text.disabled },
    '&.Mui-error': { color: palette.error.main },
  };
});

/** MUI's FormHelperText under an outlined input. */
const HelperText = styled('p')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.caption,
    color: palette.text.secondary,
    textAlign: 'left',
    margin: '3px 14px 0',
    '&[data-size=small]': { marginTop: 4 },
    '&.Mui-disabled': { color: palette.text.disabled },
    '&.Mui-error': { color: palette.error.main },
  };
});

/** MUI's state classes (`Mui-focused`, `Mui-error`, …) for the states that are on. */
function stateClasses(states: Record<string, boolean>, className?: string): string {
  return [...Object.keys(states).filter((state) => states[state]).map((state) => `Mui-${state}`), className].filter(Boolean).join(' ');
}

/**
 * An outlined text field that looks and behaves like MUI's outlined TextField (floating label, notch, helper text;
 * label `htmlFor`, `aria-describedby` to the helper text, `aria-invalid`, `required`) built on OutlinedInput alone:
 * no TextField (whose Select chain no text input needs) and no FormControl, InputLabel or FormHelperText, which the
 * sign-in page need not download. The label floats while the input is focused, holds text or is autofilled (seen
 * through InputBase's autofill animation).
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
  const { htmlInput, inputLabel: { shrink: shrinkOverride, className: labelClassName, ...labelProps } = {}, formHelperText } = slotProps;
  const input = { ...inputProps, ...slotProps.input };

  const [focused, setFocused] = useState(false);
  const [autofilled, setAutofilled] = useState(false);
  // The text of an uncontrolled input, as its change and autofill events report it.
  const [typed, setTyped] = useState(() => hasText(input.defaultValue));
  const filled = autofilled || (input.value != null ? hasText(input.value) : typed);
  const isFocused = focused && !disabled;
  const shrink = shrinkOverride ?? (isFocused || filled || Boolean(input.startAdornment));
  const small = size === 'small' ? 'small' : undefined;

  const onAnimationStart = (event: AnimationEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    htmlInput?.onAnimationStart?.(event);
    if (event.animationName === AUTO_FILL) setAutofilled(true);
    if (event.animationName === AUTO_FILL_CANCEL) {
      setAutofilled(false);
      setTyped(hasText(event.currentTarget.value));
    }
  };

  return (
    <Field className={className} sx={sx} data-full-width={fullWidth || undefined}>
      <Label
        htmlFor={id}
        id={`${id}-label`}
        data-shrink={shrink}
        data-size={small}
        className={stateClasses({ focused: isFocused, disabled, error, required }, labelClassName)}
        {...labelProps}
      >
        {label}
        {required && (
          <span aria-hidden className="MuiFormLabel-asterisk">
            {'\u2009*'}
          </span>
        )}
      </Label>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        error={error}
        required={required}
        disabled={disabled}
        size={size}
        aria-describedby={helperTextId}
        {...input}
        inputProps={{ ...htmlInput, onAnimationStart }}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus?.(event);
        }}
        // InputBase calls this without an event when the focused input is disabled; that is no blur to pass on.
        onBlur={(event?: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          setFocused(false);
          if (event) input.onBlur?.(event);
        }}
        onChange={(event) => {
          setTyped(hasText(event.target.value));
          input.onChange?.(event);
        }}
      />
      {helperText && (
        <HelperText
          id={helperTextId}
          data-size={small}
          {...formHelperText}
          className={stateClasses({ disabled, error }, formHelperText?.className)}
        >
          {helperText}
        </HelperText>
      )}
    </Field>
  );
}

/** Whether an input value shows text, as MUI's `isFilled` reads it. */
function hasText(value: unknown): boolean {
  return value != null && value !== '' && !(Array.isArray(value) && value.length === 0);
}
