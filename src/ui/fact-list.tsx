import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/**
 * Facts about one thing as a definition list: labels left and values right from 600 px, stacked below it. An empty
 * value ('' or null) reads as `emptyText`, greyed.
 */
export function FactList({ facts, emptyText }: { facts: readonly Fact[]; emptyText: string }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {facts.map(([label, value], index) => (
        <Fragment key={`${index}-${label}`}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {emptyText}
              </Typography>
            ) : (
              value
            )}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
