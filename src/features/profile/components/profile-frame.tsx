import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { StandalonePage } from '@/ui/standalone-page';
import '../catalogue';

/** A page of the person's own (profile, two-factor set-up): the frame of every page outside the shell. */
export function ProfileFrame({ title, back = true, children }: { title: string; back?: boolean; children: ReactNode }) {
  return (
    <StandalonePage title={title} back={back ? undefined : false}>
      <Stack spacing={3}>{children}</Stack>
    </StandalonePage>
  );
}

/** One titled part of the page, named by its heading. */
export function ProfileSection({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: text ? 0.5 : 2 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {text && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
