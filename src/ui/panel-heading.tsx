import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The row above a panel's table: its heading (an h2, when it has one) at the start, its action at the end. */
export function PanelHeading({ heading, action }: { heading?: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: heading ? 'space-between' : 'flex-end', minHeight: 40 }}
    >
      {heading && (
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {heading}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
