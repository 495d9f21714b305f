import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ruleFor, type ColourRule } from '@/features/pages/model/data/settings';
import { formatMomentIn, formatValue } from '@/features/pages/components/viewer/format';
import '@/features/pages/catalogue-viewer';

export interface ValueReading {
  value: number | string | null;
  time: number | null;
}

interface SingleValueViewProps {
  reading: ValueReading | null;
  unit: string | null;
  decimals: number;
  rules: readonly ColourRule[];
  timeZone: string;
}

/** The rule in words: "Above 250", "Below 10", "Equal to 1". */
export function useRuleText() {
  const { t, i18n } = useTranslation();
  return (rule: ColourRule, decimals: number, unit: string | null) =>
    t(`pages.viewer.rule.${rule.operator}`, { value: formatValue(rule.value, i18n.language, decimals, unit) });
}

/** One value, large, with its unit, the time it was logged, and the colour of the first rule it meets, said in words. */
export function SingleValueView({ reading, unit, decimals, rules, timeZone }: SingleValueViewProps) {
  const { t, i18n } = useTranslation();
  const ruleText = useRuleText();
  if (!reading || reading.value === null) {
    return <Typography color="text.secondary">{t('pages.viewer.noValue')}</Typography>;
  }
  const rule = typeof reading.value === 'number' ? ruleFor(rules, reading.value) : null;
  return (
    <Stack spacing={0.5} sx={{ justifyContent: 'center', flexGrow: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {rule && (
          <Box
            aria-hidden
            sx={{ width: 12, alignSelf: 'stretch', borderRadius: 1, bgcolor: rule.colour, forcedColorAdjust: 'none' }}
          />
        )}
        <Typography component="p" variant="h4" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {formatValue(reading.value, i18n.language, decimals, unit)}
        </Typography>
      </Stack>
      {rule && (
        <Typography variant="body2" color="text.secondary">
          {ruleText(rule, decimals, unit)}
        </Typography>
      )}
      {reading.time !== null && (
        <Typography variant="caption" color="text.secondary">
          {t('pages.viewer.loggedAt', { time: formatMomentIn(reading.time, i18n.language, timeZone) })}
        </Typography>
      )}
    </Stack>
  );
}
