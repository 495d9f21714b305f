import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './catalogue';
import { visuallyHidden } from '../lib/visually-hidden';

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

/**
 * Whether a rendered cell is empty text (a value that is not there, or one that fell back to its empty value because
 * the server sent it in a form that could not be read): then it shows the dash. A cell that renders nothing on purpose
 * (`null`: no action for this row) stays blank.
 */
export const isEmptyRender = (node: unknown): boolean => node === '';
