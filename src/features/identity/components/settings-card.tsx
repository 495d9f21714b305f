import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One outlined section of the identity page: its heading (naming the section), a line of text, then its content. */
export function SettingsCard({
  heading,
  text,
  busy,
  children,
}: {
  heading: string;
  text: string;
  /** Set while the section is being saved (aria-busy). */
  busy: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h5">
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}
