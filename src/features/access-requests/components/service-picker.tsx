import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestService } from '../model/request-form-services';

interface ServicePickerProps {
  services: readonly RequestService[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
  error?: string;
}

/** The services of the device as checkboxes: the VPN and each web service. */
export function ServicePicker({ services, value, onChange, error }: ServicePickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const toggle = (key: string, checked: boolean) =>
    onChange(
      services
        .map((service) => service.key)
        .filter((candidate) => (candidate === key ? checked : value.includes(candidate))),
    );
  return (
    <FormControl component="fieldset" variant="standard" required error={Boolean(error)}>
      <FormLabel component="legend">{t('accessRequests.dialog.services')}</FormLabel>
      <FormGroup row>
        {services.map((service) => (
          <FormControlLabel
            key={service.key}
            label={service.name ?? t('accessRequests.dialog.vpn')}
            control={
              <Checkbox
                checked={value.includes(service.key)}
                onChange={(event) => toggle(service.key, event.target.checked)}
                slotProps={{ input: { 'aria-describedby': error ? errorId : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
