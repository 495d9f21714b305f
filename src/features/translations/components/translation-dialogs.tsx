import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { TextInput } from '@/ui/text-input';
import type { ExportChoice } from '../hooks/use-translations-page';
import { languageCodeProblem } from '../model/schemas';
import '../catalogue';

/** A new language column: a code such as de, nds or pt-BR that has no column yet. */
export function AddLanguageDialog({
  languages,
  onAdd,
  onClose,
}: {
  languages: readonly string[];
  onAdd: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = languageCodeProblem(code.trim(), languages);
  const shown = touched && problem;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onAdd(code.trim());
  };
  return (
    <FormDialog
      open
      title={t('translations.language.title')}
      submitLabel={t('translations.language.add')}
      dirty={code !== ''}
      canSubmit={!problem}
      pending={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t('translations.language.label')}
        value={code}
        autoFocus
        required
        error={Boolean(shown)}
        helperText={shown ? t(`translations.language.${problem}`) : t('translations.language.helper')}
        onChange={(event) => {
          setCode(event.target.value);
          setTouched(true);
        }}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 6 } }}
        fullWidth
      />
    </FormDialog>
  );
}

/** CSV or JSON, of the keys shown or of all of them. */
export function ExportDialog({
  counts,
  onExport,
  onClose,
}: {
  counts: { shown: number; all: number };
  onExport: (choice: ExportChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatId = useId();
  const scopeId = useId();
  const [choice, setChoice] = useState<ExportChoice>({
    format: 'csv',
    scope: counts.shown < counts.all ? 'shown' : 'all',
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('translations.export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={formatId}>{t('translations.export.format')}</FormLabel>
            <RadioGroup
              aria-labelledby={formatId}
              value={choice.format}
              onChange={(event) => setChoice({ ...choice, format: event.target.value === 'json' ? 'json' : 'csv' })}
            >
              <FormControlLabel value="csv" control={<Radio />} label={t('translations.export.csv')} />
              <FormControlLabel value="json" control={<Radio />} label={t('translations.export.json')} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={scopeId}>{t('translations.export.scope')}</FormLabel>
            <RadioGroup
              aria-labelledby={scopeId}
              value={choice.scope}
              onChange={(event) => setChoice({ ...choice, scope: event.target.value === 'shown' ? 'shown' : 'all' })}
            >
              <FormControlLabel
                value="shown"
                control={<Radio />}
                label={t('translations.export.shown', { count: counts.shown })}
              />
              <FormControlLabel
                value="all"
                control={<Radio />}
                label={t('translations.export.all', { count: counts.all })}
              />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ui.actions.cancel')}</Button>
        <Button variant="contained" onClick={() => onExport(choice)}>
          {t('translations.export.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
