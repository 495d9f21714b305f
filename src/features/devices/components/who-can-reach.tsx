import { Box, Button, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '../model/device';
import { WhoCanReachPanel } from './who-can-reach-panel';
import '../catalogue';

/**
 * "Who can reach this device", for administrators (the device page loads this chunk only for them). Nothing is read
 * until it is opened: a company group can hold thousands of memberships.
 */
export function WhoCanReachSection({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('devices.reach.title')}
        </Typography>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('devices.reach.hide') : t('devices.reach.show')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('devices.reach.intro')}
      </Typography>
      {open && <WhoCanReachPanel device={device} id={panelId} />}
    </Paper>
  );
}
