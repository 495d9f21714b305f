import {
  Button,
  Checkbox,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditActorOptionsQuery, useAuditDeviceOptionsQuery } from '../api';
import { AUDIT_ACTIONS, hasFilters, NO_FILTERS, type AuditAction, type AuditFilters } from '../model/filters';
import { ServerPicker } from './server-picker';
import '../catalogue';

/** The target search is sent once typing pauses this long (Enter sends it at once). */
export const TARGET_DEBOUNCE_MS = 400;

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** Time range, actor, actions, device and target text; every change goes to the address (and so to the server). */
export function AuditFiltersBar({ filters, onChange }: AuditFiltersBarProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(filters.target);
  const [shownTarget, setShownTarget] = useState(filters.target);
  // The address changed under the box (Back, a saved view, clear): the box shows it.
  if (filters.target !== shownTarget) {
    setShownTarget(filters.target);
    setTarget(filters.target);
  }
  useEffect(() => {
    if (target.trim() === filters.target) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, target: target.trim() }), TARGET_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [target, filters, onChange]);
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change });
  const dateField = (key: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      label={t(`auditTrail.filters.${key}`)}
      value={filters[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 150px', maxWidth: { sm: 180 } }}
    />
  );
  return (
    <Stack
      component="section"
      aria-label={t('auditTrail.filters.label')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {dateField('from')}
      {dateField('to')}
      <ServerPicker
        label={t('auditTrail.filters.actor')}
        value={filters.actor}
        onChange={(actor) => set({ actor })}
        useOptions={useAuditActorOptionsQuery}
      />
      <FormControl size="small" sx={{ minWidth: 160, flex: '1 1 160px' }}>
        <InputLabel id="audit-action-label">{t('auditTrail.filters.action')}</InputLabel>
        <Select
          labelId="audit-action-label"
          label={t('auditTrail.filters.action')}
          multiple
          value={[...filters.actions]}
          onChange={(event) => {
            const value = event.target.value;
            set({ actions: (typeof value === 'string' ? value.split(',') : value).filter(isAction) });
          }}
          renderValue={(selected) => selected.map((action) => t(`auditTrail.actions.${action}`)).join(', ')}
        >
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              <Checkbox
                checked={filters.actions.includes(action)}
                tabIndex={-1}
                disableRipple
                size="small"
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              <ListItemText primary={t(`auditTrail.actions.${action}`)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ServerPicker
        label={t('auditTrail.filters.device')}
        value={filters.device}
        onChange={(device) => set({ device })}
        useOptions={useAuditDeviceOptionsQuery}
      />
      <TextField
        size="small"
        type="search"
        label={t('auditTrail.filters.target')}
        placeholder={t('auditTrail.filters.targetPlaceholder')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && target.trim() !== filters.target) set({ target: target.trim() });
        }}
        sx={{ flex: '1 1 180px' }}
      />
      {hasFilters(filters) && <Button onClick={() => onChange(NO_FILTERS)}>{t('auditTrail.filters.clear')}</Button>}
    </Stack>
  );
}
