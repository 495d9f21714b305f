import { formValuesOf } from './branding-form';
import { contrastWarnings } from './contrast-warnings';

const theme = (colours: Partial<ReturnType<typeof formValuesOf>['theme']>) => ({
  ...formValuesOf(null).theme,
  ...colours,
});

describe('contrast warnings (WCAG AA, 4.5:1 for text)', () => {
  it('none when every text colour is unset: the portal derives readable ones', () => {
    expect(contrastWarnings(theme({ primaryColor: '#ffff00', menuColor: '#777777', pageColor: '#000000' }))).toEqual(
      [],
    );
  });

  it('warns on each chosen text colour below 4.5:1 on its background, on that field, with the ratio', () => {
    const warnings = contrastWarnings(
      theme({
        primaryColor: '#1565c0',
        primaryTextColor: '#ffffff',
        menuColor: '#1f2937',
        menuTextColor: '#374151',
        cardTextColor: '#bbbbbb',
        pageColor: '#0f172a',
        pageTextColor: '#e5e7eb',
      }),
    );
    expect(warnings.map((w) => w.field)).toEqual(['theme.menuTextColor', 'theme.cardTextColor']);
    expect(warnings[0]?.ratio).toBeLessThan(4.5);
    expect(warnings[1]?.ratio).toBeCloseTo(1.92, 1);
  });

  it('a text colour reaching 4.5:1 exactly or more is fine; just below is not', () => {
    // #767676 on white is 4.54:1, #777777 4.48:1.
    expect(contrastWarnings(theme({ cardColor: '#ffffff', cardTextColor: '#767676' }))).toEqual([]);
    expect(contrastWarnings(theme({ cardColor: '#ffffff', cardTextColor: '#777777' })).map((w) => w.field)).toEqual([
      'theme.cardTextColor',
    ]);
  });

  it('an unset background is the one the portal uses instead: the drawer takes the card colour', () => {
    expect(contrastWarnings(theme({ cardColor: '#000000', menuTextColor: '#111111' })).map((w) => w.pair)).toEqual([
      'menu',
    ]);
  });
});
