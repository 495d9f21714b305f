import { Button, type ButtonProps } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The file input, kept focusable and named, but drawn by its button (MUI's upload button pattern). */
const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
});

interface FileButtonProps {
  /** The input's accessible name. */
  label: string;
  children: ReactNode;
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}

/** A button that opens the file chooser for one image; choosing the same file again chooses it again. */
export function FileButton({ label, children, onFile, disabled, variant = 'outlined', startIcon }: FileButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant={variant}
      disabled={disabled}
      startIcon={startIcon}
      size="small"
    >
      {children}
      <HiddenInput
        type="file"
        accept="image/*"
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
