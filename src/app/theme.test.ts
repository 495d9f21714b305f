import type { CSSObject, Theme } from '@mui/material/styles';
import { createAppTheme } from './theme';

const DARK = {
  primaryColor: '#2f6fde',
  accentColor: '#f2a93b',
  headerColor: '#111827',
  headerLineColor: '#374151',
  menuColor: '#1f2937',
  pageColor: '#0f172a',
};

/** The palette variables the theme puts on :root (the page). */
function rootVariables(theme: Theme): Record<string, unknown> {
  const sheets = (theme as Theme & { generateStyleSheets: () => CSSObject[] }).generateStyleSheets();
  return Object.assign({}, ...sheets.map((sheet) => (sheet[':root'] ?? {}) as Record<string, unknown>)) as Record<
    string,
    unknown
  >;
}

type StyleFunction = (props: { ownerState: Record<string, unknown>; theme: Theme }) => CSSObject;

describe('the app theme', () => {
  it('colours the page (body, titles, breadcrumbs) with the page colours', () => {
    const root = rootVariables(createAppTheme(DARK));
    expect(root['--mui-palette-background-default']).toBe('#0f172a');
    expect(root['--mui-palette-text-primary']).toBe('#ffffff');
    expect(root['--mui-palette-background-paper']).toBe('#ffffff');
  });

  it('stops a one-line field at a readable width, however wide its form; text areas are left alone', () => {
    const root = createAppTheme().components?.MuiTextField?.styleOverrides?.root as unknown as StyleFunction;
    const theme = createAppTheme();
    expect(root({ ownerState: { fullWidth: true }, theme })).toEqual({ maxWidth: 640 });
    expect(root({ ownerState: {}, theme })).toEqual({ maxWidth: 640 });
    expect(root({ ownerState: { fullWidth: true, multiline: true }, theme })).toEqual({});
  });

  it('gives every paper the card colours, the top bar the header colours and the left drawer the menu colours', () => {
    const theme = createAppTheme(DARK);
    const paper = theme.components?.MuiPaper?.styleOverrides?.root as CSSObject;
    expect(paper['--mui-palette-text-primary']).toBe('#212121');
    expect(paper['--mui-palette-background-paper']).toBe('#ffffff');
    expect(paper.color).toBe('#212121');

    const appBar = theme.components?.MuiAppBar?.styleOverrides?.root as CSSObject;
    expect(appBar.backgroundColor).toBe('#111827');
    expect(appBar['--mui-palette-text-primary']).toBe('#ffffff');
    expect(appBar.borderBottom).toBe('1px solid #374151');
    // The top bar is ours: it takes the same header surface from the theme.
    expect(theme.mixins.headerSurface).toEqual(appBar);

    const drawer = theme.components?.MuiDrawer?.styleOverrides?.paper as StyleFunction;
    const left = drawer({ ownerState: { anchor: 'left' }, theme });
    expect(left['--mui-palette-background-paper']).toBe('#1f2937');
    expect(left['--mui-palette-text-primary']).toBe('#ffffff');
    expect(drawer({ ownerState: { anchor: 'right' }, theme })).toEqual({});
    // The wide-screen drawer is ours: it takes the same menu surface from the theme.
    expect(theme.mixins.menuSurface).toEqual(left);
  });

  it('writes buttons in sentence case, as their texts are written, with and without a branding', () => {
    expect(createAppTheme(null).typography.button.textTransform).toBe('none');
    expect(createAppTheme(DARK).typography.button.textTransform).toBe('none');
  });

  it('keeps the default look without a branding', () => {
    const theme = createAppTheme(null);
    expect(rootVariables(theme)['--mui-palette-background-default']).toBe('#f5f7fa');
    expect((theme.components?.MuiAppBar?.styleOverrides?.root as CSSObject).backgroundColor).toBe('#1565c0');
    expect((theme.components?.MuiAppBar?.styleOverrides?.root as CSSObject).borderBottom).toBeUndefined();
  });

  it('moves by default; when the system asks for reduced motion, transitions end at once and buttons draw no ripple', () => {
    const moving = createAppTheme(DARK);
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();

    const still = createAppTheme(DARK, { reducedMotion: true });
    expect(still.transitions.create('opacity')).toBe('none');
    expect(Object.values(still.transitions.duration)).toEqual(Array(7).fill(0));
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
    expect(still.components?.MuiPopover?.defaultProps?.transitionDuration).toBe(0);
    // The branding's colours are kept.
    expect(rootVariables(still)['--mui-palette-background-default']).toBe('#0f172a');
  });
});
