import { contrastRatio, mix, parseColour, toHex } from '@/lib/contrast';
import { DEFAULT_COLOURS, themeColours, type SurfaceScheme, type ThemeColourInput } from './theme-colours';

const ratio = (a: string, b: string) =>
  contrastRatio(parseColour(a) ?? { r: 0, g: 0, b: 0 }, parseColour(b) ?? { r: 0, g: 0, b: 0 });

const DARK: ThemeColourInput = {
  primaryColor: '#2f6fde',
  accentColor: '#f2a93b',
  headerColor: '#111827',
  headerLineColor: '#374151',
  menuColor: '#1f2937',
  pageColor: '#0f172a',
  logoHasBackgroundColor: false,
};

function expectReadableSurface(surface: SurfaceScheme, name: string) {
  expect(ratio(surface.text, surface.background), `${name} text`).toBeGreaterThanOrEqual(4.5);
  expect(ratio(surface.secondaryText, surface.background), `${name} secondary text`).toBeGreaterThanOrEqual(4.5);
  expect(ratio(surface.disabledText, surface.background), `${name} disabled text`).toBeGreaterThanOrEqual(3);
  for (const [fillName, fill] of Object.entries({
    primary: surface.primary,
    secondary: surface.secondary,
    ...surface.status,
  })) {
    expect(ratio(fill.contrastText, fill.main), `${name} text on ${fillName}`).toBeGreaterThanOrEqual(4.5);
    // Hovered or focused, a filled button takes its dark shade: its text still reads.
    expect(ratio(fill.contrastText, fill.dark), `${name} text on ${fillName}, hovered`).toBeGreaterThanOrEqual(4.5);
  }
}

function expectColouredTextReadable(surface: SurfaceScheme, name: string) {
  for (const [fillName, fill] of Object.entries({
    primary: surface.primary,
    secondary: surface.secondary,
    ...surface.status,
  })) {
    expect(ratio(fill.main, surface.background), `${name} ${fillName} as text`).toBeGreaterThanOrEqual(4.5);
    // Hovered, a text button or a row is shaded with its own colour (MUI's hoverOpacity): still readable there.
    const background = parseColour(surface.background) ?? { r: 0, g: 0, b: 0 };
    const hovered = toHex(mix(background, parseColour(fill.main) ?? background, surface.mode === 'dark' ? 0.08 : 0.04));
    // On a mid-tone surface no colour reads on both: the text is then black or white.
    if (!['#000000', '#ffffff'].includes(fill.main))
      expect(ratio(fill.main, hovered), `${name} ${fillName} as text, hovered`).toBeGreaterThanOrEqual(4.5);
    // A link in a hovered table row: MUI's neutral shade (4 % black on light surfaces, 8 % white on dark ones).
    const rowShade = toHex(
      mix(
        background,
        surface.mode === 'dark' ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 },
        surface.mode === 'dark' ? 0.08 : 0.04,
      ),
    );
    if (!['#000000', '#ffffff'].includes(fill.main))
      expect(ratio(fill.main, rowShade), `${name} ${fillName} as text in a hovered row`).toBeGreaterThanOrEqual(4.5);
    // A link in a hovered or selected row takes the dark shade (src/ui/resource-table-styles.ts).
    if (!['#000000', '#ffffff'].includes(fill.main))
      expect(ratio(fill.dark, rowShade), `${name} ${fillName} dark shade in a hovered row`).toBeGreaterThanOrEqual(4.5);
  }
}

describe('theme colours from the branding', () => {
  it("keeps the portal's own look without a branding", () => {
    const colours = themeColours(null);
    expect(colours.page.background).toBe(DEFAULT_COLOURS.page);
    expect(colours.card.background).toBe(DEFAULT_COLOURS.card);
    expect(colours.menu.background).toBe(DEFAULT_COLOURS.card);
    expect(colours.header.background).toBe(DEFAULT_COLOURS.primary);
    expect(colours.header.text).toBe('#ffffff');
    expect(colours.page.primary.main).toBe(DEFAULT_COLOURS.primary);
    expect(colours.page.mode).toBe('light');
    expect(colours.headerLine).toBeNull();
  });

  it('gives a dark page light titles and secondary text, and keeps dark text on white cards', () => {
    const colours = themeColours(DARK);
    expect(colours.page.mode).toBe('dark');
    expect(colours.page.text).toBe('#ffffff');
    expect(colours.card.background).toBe('#ffffff');
    expect(colours.card.text).toBe('#212121');
    expect(colours.header.background).toBe('#111827');
    expect(colours.menu.background).toBe('#1f2937');
    expect(colours.headerLine).toBe('#374151');
    for (const [name, surface] of Object.entries(colours).filter(([key]) => key !== 'headerLine'))
      expectReadableSurface(surface as SurfaceScheme, name);
    expectColouredTextReadable(colours.page, 'page');
    expectColouredTextReadable(colours.card, 'card');
    // Links and text buttons on the dark page get a lighter shade of the brand blue; the white cards keep it, one step
    // darker, so that it still reads on its own hover shade and in a hovered table row.
    expect(colours.page.primary.main).not.toBe('#2f6fde');
    expect(colours.card.primary.main).toBe('#2e6cda');
  });

  it('keeps fills in the header and the menu, and the primary at 3:1 there for focus and selection', () => {
    const colours = themeColours(null);
    expect(colours.header.secondary.main).toBe(DEFAULT_COLOURS.accent);
    expect(colours.header.status.error.main).toBe('#d32f2f');
    expect(ratio(colours.header.primary.main, colours.header.background)).toBeGreaterThanOrEqual(3);
  });

  it('uses a header in the primary colour with the primary text colour, and accepts colours without #', () => {
    const colours = themeColours({ primaryColor: '0d47a1', primaryTextColor: 'ffeb3b' });
    expect(colours.header.background).toBe('#0d47a1');
    expect(colours.header.text).toBe('#ffeb3b');
  });

  it('falls back to the defaults for invalid colours and derives the text', () => {
    const colours = themeColours({
      pageColor: 'dark blue',
      cardColor: '#12',
      primaryColor: 'url(x)',
      menuTextColor: 'nope',
      menuColor: '#000000',
    });
    expect(colours.page.background).toBe(DEFAULT_COLOURS.page);
    expect(colours.card.background).toBe(DEFAULT_COLOURS.card);
    expect(colours.page.primary.main).toBe(DEFAULT_COLOURS.primary);
    expect(colours.menu.text).toBe('#ffffff');
  });

  it.each(['light', 'dark'] as const)(
    'stays readable for any branding in the %s scheme (property over random themes with and without text colours)',
    (scheme) => {
      let state = 42;
      const random = () => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return state / 4294967296;
      };
      const colour = () =>
        random() < 0.15
          ? null
          : toHex({ r: Math.floor(random() * 256), g: Math.floor(random() * 256), b: Math.floor(random() * 256) });
      for (let run = 0; run < 300; run += 1) {
        const colours = themeColours(
          {
            primaryColor: colour(),
            primaryTextColor: colour(),
            accentColor: colour(),
            accentTextColor: colour(),
            headerColor: colour(),
            menuColor: colour(),
            menuTextColor: colour(),
            pageColor: colour(),
            pageTextColor: colour(),
            cardColor: colour(),
            cardTextColor: colour(),
          },
          scheme,
        );
        if (scheme === 'dark') {
          expect(colours.page.mode, 'dark page').toBe('dark');
          expect(colours.card.mode, 'dark card').toBe('dark');
        }
        for (const name of ['page', 'card', 'menu', 'header'] as const) expectReadableSurface(colours[name], name);
        expectColouredTextReadable(colours.page, 'page');
        expectColouredTextReadable(colours.card, 'card');
      }
    },
  );

  describe('in the dark scheme', () => {
    it('turns the default page and cards dark, tinted with the primary, with light text', () => {
      const colours = themeColours(null, 'dark');
      expect(colours.page.background).toBe('#0f161f');
      expect(colours.card.background).toBe('#1a212c');
      expect(colours.page.mode).toBe('dark');
      expect(colours.page.text).toBe('#ffffff');
      // The menu without a colour of its own is a card; the header keeps the brand's primary.
      expect(colours.menu.background).toBe('#1a212c');
      expect(colours.header.background).toBe(DEFAULT_COLOURS.primary);
      for (const name of ['page', 'card', 'menu', 'header'] as const) expectReadableSurface(colours[name], name);
      expectColouredTextReadable(colours.page, 'page');
      expectColouredTextReadable(colours.card, 'card');
    });

    it('keeps the header, menu, primary and accent of the brand, and a branding that is dark already', () => {
      const light = themeColours(DARK);
      const dark = themeColours(DARK, 'dark');
      expect(dark.header.background).toBe(light.header.background);
      expect(dark.menu.background).toBe(light.menu.background);
      expect(dark.page.background).toBe(light.page.background);
      expect(dark.header.secondary.main).toBe(light.header.secondary.main);
      // The white cards of that branding turn dark: their dark text would not read there.
      expect(dark.card.background).not.toBe('#ffffff');
      expect(dark.card.mode).toBe('dark');
    });

    it('drops the text colours made for a light page, and keeps a light menu the branding chose', () => {
      const colours = themeColours(
        { pageColor: '#ffffff', pageTextColor: '#333333', menuColor: '#fafafa', menuTextColor: '#224488' },
        'dark',
      );
      expect(colours.page.text).not.toBe('#333333');
      expect(colours.menu.background).toBe('#fafafa');
      expect(colours.menu.text).toBe('#224488');
    });

    it('index.html paints the default dark page before the app starts', async () => {
      const { readFile } = await import('node:fs/promises');
      // Whitespace as the formatter lays it out does not matter.
      const html = (await readFile('index.html', 'utf8')).replace(/\s+/g, ' ');
      expect(html).toContain(
        `:where(html[data-color-scheme='dark']) body { background: ${themeColours(null, 'dark').page.background}; }`,
      );
      expect(html).toContain(`:where(html) body { margin: 0; background: ${DEFAULT_COLOURS.page}; }`);
    });
  });
});
