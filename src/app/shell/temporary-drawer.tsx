import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '../theme';

/** The main drawer on small screens: over the page, with a backdrop. Its own chunk (it carries MUI's Modal). */
export default function TemporaryDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
