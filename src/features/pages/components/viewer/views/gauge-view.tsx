import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ruleFor, type Band, type ColourRule } from '@/features/pages/model/data/settings';
import { formatValue } from '@/features/pages/components/viewer/format';
import { useRuleText, type ValueReading } from './single-value-view';
import '@/features/pages/catalogue-viewer';

interface GaugeViewProps {
  /** The meter's name: the component's title, or its tag's name. */
  label: string;
  reading: ValueReading | null;
  min: number;
  max: number;
  bands: readonly Band[];
  rules: readonly ColourRule[];
  unit: string | null;
  decimals: number;
}

const RADIUS = 80;
const CENTRE = { x: 100, y: 100 };
const WIDTH = 18;

/** The point of the half circle at `share` (0 left, 1 right) of the way round. */
function pointAt(share: number, radius = RADIUS) {
  const angle = Math.PI * (1 - share);
  return { x: CENTRE.x + radius * Math.cos(angle), y: CENTRE.y - radius * Math.sin(angle) };
}

function arc(from: number, to: number): string {
  const start = pointAt(from);
  const end = pointAt(to);
  return `M ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y}`;
}

const shareOf = (value: number, min: number, max: number) => Math.min(1, Math.max(0, (value - min) / (max - min)));

/** A half-circle gauge from min to max with its colour bands and the value's needle; a meter to assistive technology. */
export function GaugeView({ label, reading, min, max, bands, rules, unit, decimals }: GaugeViewProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const ruleText = useRuleText();
  const value = typeof reading?.value === 'number' ? reading.value : null;
  const text = value === null ? t('pages.viewer.noValue') : formatValue(value, i18n.language, decimals, unit);
  const band = value === null ? undefined : bands.find((candidate) => value >= candidate.from && value <= candidate.to);
  const rule = value === null ? null : ruleFor(rules, value);
  const needle = value === null ? null : pointAt(shareOf(value, min, max), RADIUS - WIDTH);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', flexGrow: 1, minHeight: 0 }}>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={text}
        sx={{ width: '100%', maxWidth: 260, flexGrow: 1, minHeight: 0 }}
      >
        <svg viewBox="0 0 200 112" width="100%" height="100%" aria-hidden focusable="false">
          <path d={arc(0, 1)} fill="none" stroke={theme.palette.action.disabledBackground} strokeWidth={WIDTH} />
          {bands.map((candidate) => (
            <path
              key={`${candidate.from}-${candidate.to}`}
              d={arc(shareOf(candidate.from, min, max), shareOf(candidate.to, min, max))}
              fill="none"
              stroke={candidate.colour}
              strokeWidth={WIDTH}
            />
          ))}
          {needle && (
            <line
              x1={CENTRE.x}
              y1={CENTRE.y}
              x2={needle.x}
              y2={needle.y}
              stroke={theme.palette.text.primary}
              strokeWidth={4}
              strokeLinecap="round"
            />
          )}
          <circle cx={CENTRE.x} cy={CENTRE.y} r={6} fill={theme.palette.text.primary} />
        </svg>
      </Box>
      <Typography component="p" variant="h5" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('pages.viewer.gaugeRange', {
          min: formatValue(min, i18n.language, decimals, null),
          max: formatValue(max, i18n.language, decimals, unit),
        })}
      </Typography>
      {(rule || band) && (
        <Typography variant="body2" color="text.secondary">
          {rule
            ? ruleText(rule, decimals, unit)
            : t('pages.viewer.inBand', {
                from: formatValue(band?.from ?? 0, i18n.language, decimals, null),
                to: formatValue(band?.to ?? 0, i18n.language, decimals, unit),
              })}
        </Typography>
      )}
    </Stack>
  );
}
