import { AA_TEXT, contrastRatio, parseColour } from '@/lib/contrast';
import { DEFAULT_COLOURS } from '@/ui/theme/theme-colours';
import type { BrandingFormValues } from './branding-form';

/** The surfaces whose text colour an administrator chooses, with the background it is read on. */
export type ContrastPair = 'primary' | 'accent' | 'menu' | 'page' | 'card';

export interface ContrastWarning {
  pair: ContrastPair;
  /** The form field of the text colour, where the warning is shown. */
  field: `theme.${string}`;
  ratio: number;
}

type Theme = BrandingFormValues['theme'];

/** Each chosen text colour and the background it stands on; a missing background is the one the portal uses instead. */
const PAIRS: { pair: ContrastPair; text: keyof Theme; background: (theme: Theme) => string }[] = [
  { pair: 'primary', text: 'primaryTextColor', background: (t) => t.primaryColor || DEFAULT_COLOURS.primary },
  { pair: 'accent', text: 'accentTextColor', background: (t) => t.accentColor || DEFAULT_COLOURS.accent },
  { pair: 'menu', text: 'menuTextColor', background: (t) => t.menuColor || t.cardColor || DEFAULT_COLOURS.card },
  { pair: 'page', text: 'pageTextColor', background: (t) => t.pageColor || DEFAULT_COLOURS.page },
  { pair: 'card', text: 'cardTextColor', background: (t) => t.cardColor || DEFAULT_COLOURS.card },
];

/**
 * Text colours chosen below WCAG AA (4.5:1) on their background. A text colour left unset is derived readable by the
 * portal and never warned about; the portal also shades a chosen one until it is readable, so the warning says the
 * colour will not be shown as chosen.
 */
export function contrastWarnings(theme: Theme): ContrastWarning[] {
  return PAIRS.flatMap(({ pair, text, background }) => {
    const foreground = parseColour(String(theme[text]));
    const behind = parseColour(background(theme));
    if (!foreground || !behind) return [];
    const ratio = contrastRatio(foreground, behind);
    return ratio < AA_TEXT
      ? [{ pair, field: `theme.${String(text)}` as const, ratio: Math.floor(ratio * 100) / 100 }]
      : [];
  });
}
