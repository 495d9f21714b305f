import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../model/password-strength';
import '../catalogue';

const COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The strength of the typed password as a labelled meter, in words, with what would make it stronger. */
export function PasswordStrengthMeter({
  password,
  personal,
  id,
}: {
  password: string;
  personal: readonly string[];
  id?: string;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  if (password === '') return null;
  const { score, level, hints } = passwordStrength(password, personal);
  const levelText = t(`profile.password.strength.levels.${level}`);
  return (
    <Box id={id ?? ownId} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={Math.max(score, 0.4) * 25}
        color={COLOURS[score]}
        aria-label={t('profile.password.strength.label')}
        aria-valuetext={levelText}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('profile.password.strength.value', { level: levelText })}
      </Typography>
      {hints.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
          {hints.map((hint) => (
            <li key={hint}>{t(`profile.password.strength.hints.${hint}`)}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
