import type { SxProps, Theme } from '@mui/material';
import { keyframes, styled } from '@mui/material/styles';
import { useId, useState, type AnimationEvent, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';

type InputAttributes = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'size' | 'className' | 'children'>;

export interface TextInputProps extends InputAttributes {
  /** The visible, floating label; also the input's accessible name. */
  label: ReactNode;
  /** The input's id; generated when absent. The label and the helper text are tied to it. */
  id?: string;
  /** Text under the field (the error message when `error` is set), announced with the input. */
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Styles of the whole field. */
  sx?: SxProps<Theme>;
  slotProps?: {
    /** More attributes of the `<input>` element (`inputMode`, `maxLength`, …). */
    htmlInput?: InputAttributes;
    /** Attributes of the `<label>`; `shrink` fixes whether it sits in the outline's notch. */
    inputLabel?: Partial<ComponentPropsWithoutRef<'label'> & { shrink?: boolean }>;
    formHelperText?: Partial<ComponentPropsWithoutRef<'p'>>;
  };
}

/**
 * Run on the `<input>`: the first while the browser shows it autofilled, the other otherwise, so the label can float
 * over a value the page cannot read yet (as MUI's InputBase does). Different bodies: emotion names keyframes by them.
 */
export const autofillStart = keyframes`from { display: block; }`;
export const autofillEnd = keyframes`from { opacity: 1; }`;

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

/** MUI's OutlinedInput: the box, its outline (a fieldset whose legend is the label's notch) and the input. */
const InputBox = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  const restingBorder = theme.vars
    ? `rgba(${theme.vars.palette.common.onBackgroundChannel} / 0.23)`
    : theme.palette.mode === 'light'
      ? 'rgba(0, 0, 0, 0.23)'
      : 'rgba(255, 255, 255, 0.23)';
  return {
    ...theme.typography.body1,
    color: palette.text.primary,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'flex',
    alignItems: 'center',
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: restingBorder,
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: theme.transitions.create('max-width', { duration: 50, easing: theme.transitions.easing.easeOut }),
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    '& legend[data-notched=true]': {
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', {
        duration: 100,
        easing: theme.transitions.easing.easeOut,
        delay: 50,
      }),
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      borderRadius: 'inherit',
      outline: 0,
      animationName: autofillEnd,
      animationDuration: '10ms',
      '&:-webkit-autofill': { animationName: autofillStart, animationDuration: '5000s' },
      '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
      '&:disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    },
    '&[data-size=small] input': { padding: '8.5px 14px' },
    '&:hover fieldset': { borderColor: palette.text.primary },
    '&.Mui-focused fieldset': { borderColor: palette.primary.main, borderWidth: 2 },
    '&.Mui-error fieldset': { borderColor: palette.error.main },
    '&.Mui-disabled': { color: palette.text.disabled, cursor: 'default' },
    '&.Mui-disabled fieldset': { borderColor: palette.action.disabled },
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
  return [
    ...Object.keys(states)
      .filter((state) => states[state])
      .map((state) => `Mui-${state}`),
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An outlined text field that looks and behaves like MUI's outlined TextField (floating label, notch, helper text;
 * label `htmlFor`, `aria-describedby` to the helper text, `aria-invalid`, `required`) on a native `<input>`: none of
 * TextField, FormControl, InputBase or OutlinedInput, which the sign-in page need not download. The label floats
 * while the input is focused, holds text or is autofilled (seen through the autofill animation).
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
  inputRef,
  className,
  sx,
  slotProps = {},
  onFocus,
  onBlur,
  onChange,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const {
    htmlInput,
    inputLabel: { shrink: shrinkOverride, className: labelClassName, ...labelProps } = {},
    formHelperText,
  } = slotProps;
  const { value, defaultValue } = inputProps;

  const [focused, setFocused] = useState(false);
  const [autofilled, setAutofilled] = useState(false);
  // The text of an uncontrolled input, as its change and autofill events report it.
  const [typed, setTyped] = useState(() => hasText(defaultValue));
  const filled = autofilled || (value != null ? hasText(value) : typed);
  const isFocused = focused && !disabled;
  const shrink = shrinkOverride ?? (isFocused || filled);
  const small = size === 'small' ? 'small' : undefined;
  const states = { focused: isFocused, disabled, error };

  const onAnimationStart = (event: AnimationEvent<HTMLInputElement>) => {
    htmlInput?.onAnimationStart?.(event);
    if (event.animationName === autofillStart.name) setAutofilled(true);
    if (event.animationName === autofillEnd.name) {
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
        className={stateClasses({ ...states, required }, labelClassName)}
        {...labelProps}
      >
        {label}
        {required && (
          <span aria-hidden className="MuiFormLabel-asterisk">
            {'\u2009*'}
          </span>
        )}
      </Label>
      <InputBox className={stateClasses(states)} data-size={small}>
        <input
          id={id}
          ref={inputRef}
          required={required}
          disabled={disabled}
          aria-invalid={error}
          aria-describedby={helperTextId}
          {...inputProps}
          {...htmlInput}
          onAnimationStart={onAnimationStart}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            setTyped(hasText(event.target.value));
            onBlur?.(event);
          }}
          onChange={(event) => {
            // While focused the label floats whatever the text: the text is read again on blur, so typing renders nothing.
            if (!isFocused) setTyped(hasText(event.target.value));
            onChange?.(event);
          }}
        />
        <fieldset aria-hidden="true">
          <legend data-notched={shrink}>
            <span>
              {label}
              {required && '\u2009*'}
            </span>
          </legend>
        </fieldset>
      </InputBox>
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
