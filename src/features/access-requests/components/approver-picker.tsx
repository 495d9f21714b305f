import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approverGroups, searchApprovers, type ApproverOption } from '../model/approver-filter';
import { visuallyHidden } from '@/lib/visually-hidden';

interface ApproverPickerProps {
  options: readonly ApproverOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The company whose approvers alone may approve the chosen services, by name. */
  restrictedTo: string | null;
  error?: string;
}

/**
 * The approvers as checkboxes under a search box (case- and diacritics-insensitive). Who may approve the chosen
 * services comes first; who may not is listed after, on demand, disabled, saying why (docs/RULES.md#access-requests). The list grows with
 * the dialog's content, which alone scrolls.
 */
export function ApproverPicker({ options, value, onChange, restrictedTo, error }: ApproverPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [showingOthers, setShowingOthers] = useState(false);
  const listId = useId();
  const othersId = useId();
  const helpId = useId();
  const shown = useMemo(() => searchApprovers(options, search), [options, search]);
  const { allowed, notAllowed } = useMemo(() => approverGroups(shown), [shown]);
  const toggle = (id: string, checked: boolean) =>
    onChange(
      options
        .map((option) => option.id)
        .filter((candidate) => (candidate === id ? checked : value.includes(candidate))),
    );
  const row = (option: ApproverOption) => (
    <FormControlLabel
      key={option.id}
      disabled={option.disabled}
      control={
        <Checkbox checked={value.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
      }
      label={
        <>
          {option.name}
          {option.disabled && (
            <Typography component="span" variant="body2" sx={{ ml: 1 }}>
              ({t('accessRequests.dialog.notAllowed')})
            </Typography>
          )}
        </>
      }
    />
  );

  return (
    <FormControl component="fieldset" variant="standard" required error={Boolean(error)} aria-describedby={helpId}>
      <FormLabel component="legend">{t('accessRequests.dialog.approvers')}</FormLabel>
      <FormHelperText id={helpId} error={false} sx={{ mt: 0, mb: 1 }}>
        {restrictedTo
          ? t('accessRequests.dialog.controlledBy', { company: restrictedTo })
          : t('accessRequests.dialog.approversHelp')}
      </FormHelperText>
      <TextField
        size="small"
        type="search"
        label={t('accessRequests.dialog.searchApprovers')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter in the search box must not send the request.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        slotProps={{ htmlInput: { 'aria-controls': listId } }}
      />
      <Box id={listId} sx={{ mt: 1, display: 'flex', flexDirection: 'column' }}>
        {allowed.map(row)}
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('accessRequests.dialog.noApproverMatches', { search: search.trim() })}
          </Typography>
        )}
        {allowed.length === 0 && notAllowed.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('accessRequests.dialog.noneAllowed')}
          </Typography>
        )}
      </Box>
      {notAllowed.length > 0 && (
        <>
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            aria-expanded={showingOthers}
            aria-controls={othersId}
            onClick={() => setShowingOthers((shown) => !shown)}
          >
            {t(showingOthers ? 'accessRequests.dialog.hideNotAllowed' : 'accessRequests.dialog.showNotAllowed', {
              count: notAllowed.length,
            })}
          </Button>
          <Box
            id={othersId}
            hidden={!showingOthers}
            sx={{ display: showingOthers ? 'flex' : 'none', flexDirection: 'column' }}
          >
            {showingOthers && notAllowed.map(row)}
          </Box>
        </>
      )}
      <Box component="span" role="status" sx={visuallyHidden}>
        {search.trim() ? t('accessRequests.dialog.approversShown', { count: shown.length }) : ''}
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
