import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './catalogue';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A dash for a value that is not there (or that the server sent in a form the portal cannot read), named for screen
 * readers by hidden text: a bare span may not carry a name (ARIA prohibits it), and axe says so.
 */
export function EmptyValue({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">–</span>
      <Box component="span" sx={visuallyHidden}>
        {label ?? t('ui.noValue')}
      </Box>
    </>
  );
}

/** Whether a rendered cell shows nothing at all: then it shows the dash. */
export const isEmptyRender = (node: unknown): boolean => node === '' || node === null || node === undefined || node === false;
