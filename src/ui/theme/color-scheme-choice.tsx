import CheckIcon from '@mui/icons-material/Check';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseColorScheme, COLOR_SCHEME_CHOICES, useColorSchemeChoice, type ColorSchemeChoice } from './color-scheme';
import '../catalogue';

/** System, Light or Dark as radio buttons (My profile): the choice applies at once and is kept on this browser. */
export function ColorSchemeRadios() {
  const { t } = useTranslation();
  const choice = useColorSchemeChoice();
  const labelId = useId();
  const hintId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('ui.colorScheme.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={hintId}
        name="color-scheme"
        value={choice}
        onChange={(event) => chooseColorScheme(event.target.value as ColorSchemeChoice)}
      >
        {COLOR_SCHEME_CHOICES.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={t(`ui.colorScheme.${option}`)} />
        ))}
      </RadioGroup>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('ui.colorScheme.hint')}
      </FormHelperText>
    </FormControl>
  );
}

/**
 * System, Light or Dark as items of a menu (the account menu): radio items, the current one checked. Choosing one
 * applies it and calls `onChosen` (the menu closes).
 */
export function ColorSchemeMenuItems({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const choice = useColorSchemeChoice();
  return (
    <>
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, typography: 'overline', lineHeight: 2, minHeight: 0 }}>
        {t('ui.colorScheme.label')}
      </MenuItem>
      {COLOR_SCHEME_CHOICES.map((option) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={choice === option}
          onClick={() => {
            chooseColorScheme(option);
            onChosen();
          }}
        >
          <ListItemIcon>{choice === option && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(`ui.colorScheme.${option}`)}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
