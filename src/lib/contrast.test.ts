import {
  contrastRatio,
  cssColour,
  ensureContrast,
  isDark,
  parseColour,
  readableOn,
  readableTextOn,
  relativeLuminance,
  surfaceColours,
  textOnFill,
  toHex,
  type Rgb,
} from './contrast';

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function randomColours(seed: number, count: number): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () =>
    toHex({ r: Math.floor(next() * 256), g: Math.floor(next() * 256), b: Math.floor(next() * 256) }),
  );
}

const rgb = (value: string): Rgb => {
  const parsed = parseColour(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
};
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

// The greys right around the point where black and white read equally well are the hardest backgrounds.
const HARD = [
  '#777777',
  '#767676',
  '#757575',
  '#7f7f7f',
  '#808080',
  '#8a8a8a',
  '#595959',
  '#ff0000',
  '#0000ff',
  '#00ff00',
  '#ffff00',
  '#000000',
  '#ffffff',
];
const BACKGROUNDS = [...HARD, ...randomColours(20261120, 2000)];

describe('parseColour', () => {
  it('reads the forms a branding may carry', () => {
    expect(parseColour('#1565c0')).toEqual({ r: 21, g: 101, b: 192 });
    expect(parseColour('1565C0')).toEqual({ r: 21, g: 101, b: 192 });
    expect(parseColour(' #fff ')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColour('White')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('gives null for what is not an opaque colour', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '#12345',
      '#1234567',
      'red-ish',
      'rgb(300, 0, 0)',
      'rgba(0, 0, 0, 0.5)',
      '#ggg',
      'javascript:alert(1)',
      'var(--x)',
    ]) {
      expect(parseColour(value)).toBeNull();
    }
  });
});

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#ffffff', '#ffffff')).toBe(1);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance(rgb('#808080'))).toBeCloseTo(0.2159, 3);
  });

  it('is symmetric', () => {
    expect(ratio('#1565c0', '#f5f7fa')).toBe(ratio('#f5f7fa', '#1565c0'));
  });
});

describe('derived text colours', () => {
  it('is white on dark backgrounds and near-black on light ones', () => {
    expect(toHex(readableTextOn(rgb('#1a1f2b')))).toBe('#ffffff');
    expect(toHex(readableTextOn(rgb('#ffffff')))).toBe('#212121');
    expect(isDark(rgb('#1a1f2b'))).toBe(true);
    expect(isDark(rgb('#f5f7fa'))).toBe(false);
  });

  it('reaches 4.5:1 on every background (property over 2 000 random colours and the hardest greys)', () => {
    for (const background of BACKGROUNDS) {
      const text = toHex(readableTextOn(rgb(background)));
      expect(ratio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a readable given colour and moves an unreadable one only as far as needed', () => {
    expect(toHex(ensureContrast(rgb('#1565c0'), rgb('#ffffff')))).toBe('#1565c0');
    const moved = toHex(ensureContrast(rgb('#64b5f6'), rgb('#ffffff')));
    expect(ratio(moved, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(moved, '#ffffff')).toBeLessThan(4.7);
  });

  it('brings any colour to 4.5:1 on any background (property)', () => {
    const colours = randomColours(7, BACKGROUNDS.length);
    BACKGROUNDS.forEach((background, index) => {
      const colour = colours[index] ?? '#000000';
      const readable = readableOn(colour, background, '#1565c0');
      expect(ratio(readable, background), `${colour} → ${readable} on ${background}`).toBeGreaterThanOrEqual(4.5);
    });
  });
});

describe('surface colours', () => {
  it('makes every kind of text on a surface readable (property over random backgrounds, no text colour)', () => {
    for (const background of BACKGROUNDS) {
      const surface = surfaceColours(background, null, '#ffffff');
      expect(surface.background).toBe(background);
      expect(ratio(surface.text, background), `text on ${background}`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(surface.secondaryText, background), `secondary text on ${background}`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(surface.disabledText, background), `disabled text on ${background}`).toBeGreaterThanOrEqual(3);
      expect(ratio(surface.divider, background), `divider on ${background}`).toBeGreaterThanOrEqual(1.3);
    }
  });

  it('also holds with a given text colour that is too faint (property)', () => {
    const texts = randomColours(99, BACKGROUNDS.length);
    BACKGROUNDS.forEach((background, index) => {
      const surface = surfaceColours(background, texts[index], '#ffffff');
      expect(ratio(surface.text, background)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(surface.secondaryText, background)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('gives light text and dark mode on a dark page, quieter secondary text', () => {
    const page = surfaceColours('#1a1f2b', undefined, '#f5f7fa');
    expect(page.mode).toBe('dark');
    expect(page.text).toBe('#ffffff');
    expect(page.secondaryText).not.toBe(page.text);
    expect(ratio(page.secondaryText, page.background)).toBeLessThan(ratio(page.text, page.background));
  });

  it('keeps a readable brand text colour as it is', () => {
    expect(surfaceColours('#ffffff', '#0d47a1', '#ffffff').text).toBe('#0d47a1');
  });

  it('falls back to the default background and a derived text for invalid colours', () => {
    const surface = surfaceColours('not-a-colour', 'also-not', '#f5f7fa');
    expect(surface.background).toBe('#f5f7fa');
    expect(surface.text).toBe('#212121');
    expect(surfaceColours(null, null, 'bogus').background).toBe('#ffffff');
  });
});

describe('text on a filled colour', () => {
  it('derives the text of a fill and corrects an unreadable given one (property)', () => {
    const texts = randomColours(3, BACKGROUNDS.length);
    BACKGROUNDS.forEach((fill, index) => {
      expect(ratio(textOnFill(fill, null), fill)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(textOnFill(fill, texts[index]), fill)).toBeGreaterThanOrEqual(4.5);
    });
    expect(textOnFill('#1565c0', '#ffffff')).toBe('#ffffff');
  });
});

describe('cssColour', () => {
  it('writes a colour back as #rrggbb', () => {
    expect(cssColour('#1E88E5')).toBe('#1e88e5');
    expect(cssColour('1e88e5')).toBe('#1e88e5');
    expect(cssColour('#fff')).toBe('#ffffff');
    expect(cssColour('rgb(1, 2, 3)')).toBe('#010203');
  });

  it.each([
    'red;}body{background:url(https://evil.test/x)}',
    '#fff;}body{display:none',
    'url(https://evil.test/x)',
    'expression(alert(1))',
    'var(--x)',
    '#1e88e5 !important',
    '#1e88e5\\;}',
    'rgb(1,2,3);x:y',
    '</style><script>',
    '',
    null,
    undefined,
  ])('draws %j as no colour', (value) => {
    expect(cssColour(value)).toBeUndefined();
  });
});
