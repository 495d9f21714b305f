import type { ComponentKind } from './kinds';
import {
  SLUG_PATTERN,
  isDataSettings,
  readSettings,
  ruleFor,
  safeImageUrl,
  writeSettings,
  type ColourRule,
  type ComponentSettings,
} from './settings';

const read = (kind: ComponentKind, fields: unknown) => readSettings(kind, JSON.stringify(fields));

describe('defaults (docs/MACHINE-DATA.md, inputs)', () => {
  it.each([
    ['line-chart', { kind: 'line-chart', title: '', tags: [], aggregation: 'mean', thresholds: [] }],
    ['bar-chart', { kind: 'bar-chart', title: '', tags: [], interval: 'day' }],
    [
      'single-value',
      { kind: 'single-value', title: '', tags: [], aggregation: 'latest', decimals: null, unit: null, rules: [] },
    ],
    [
      'gauge',
      {
        kind: 'gauge',
        title: '',
        tags: [],
        aggregation: 'latest',
        decimals: null,
        unit: null,
        rules: [],
        min: 0,
        max: 100,
        bands: [],
      },
    ],
    ['table', { kind: 'table', title: '', tags: [], aggregation: 'raw', interval: 'hour' }],
    ['text', { kind: 'text', title: '', html: '' }],
    ['image', { kind: 'image', title: '', url: null, alt: '' }],
    ['alarms', { kind: 'alarms', title: '' }],
  ] as const)('%s from empty inputs', (kind, settings) => {
    expect(readSettings(kind, '')).toEqual(settings);
    expect(readSettings(kind, null)).toEqual(settings);
    expect(readSettings(kind, undefined)).toEqual(settings);
    expect(readSettings(kind, '{}')).toEqual(settings);
  });

  it.each([
    ['not JSON', '{tags: [a]}'],
    ['cut off', '{"tags": ["a"'],
    ['a list', '["temperature"]'],
    ['a number', '42'],
    ['a text', '"temperature"'],
    ['null', 'null'],
  ])('settings that cannot be read at all (%s) are null', (_, inputs) => {
    expect(readSettings('line-chart', inputs)).toBeNull();
    expect(readSettings('alarms', inputs)).toBeNull();
  });
});

describe('a setting that does not fit falls back to its default', () => {
  it.each([
    ['title a number', 'alarms', { title: 42 }, { title: '' }],
    ['title kept as written', 'alarms', { title: '  Hall 1 ' }, { title: '  Hall 1 ' }],
    ['line aggregation unknown', 'line-chart', { aggregation: 'median' }, { aggregation: 'mean' }],
    ['line aggregation of another kind', 'line-chart', { aggregation: 'sum' }, { aggregation: 'mean' }],
    ['line aggregation in capitals', 'line-chart', { aggregation: 'MAX' }, { aggregation: 'mean' }],
    ['line aggregation kept', 'line-chart', { aggregation: 'max' }, { aggregation: 'max' }],
    ['tags not a list', 'line-chart', { tags: 'temperature' }, { tags: [] }],
    ['thresholds not a list', 'line-chart', { thresholds: { value: 1 } }, { thresholds: [] }],
    [
      'thresholds read one by one',
      'line-chart',
      { thresholds: [{ value: 80, label: ' High ' }, { value: '90' }, { value: 10, label: ' ' }, null, { value: 20 }] },
      { thresholds: [{ value: 80, label: 'High' }, { value: 10 }, { value: 20 }] },
    ],
    ['bar interval unknown', 'bar-chart', { interval: 'week' }, { interval: 'day' }],
    ['bar interval kept', 'bar-chart', { interval: 'month' }, { interval: 'month' }],
    ['value aggregation unknown', 'single-value', { aggregation: 'raw' }, { aggregation: 'latest' }],
    ['value aggregation kept', 'single-value', { aggregation: 'sum' }, { aggregation: 'sum' }],
    ['decimals a text', 'single-value', { decimals: '2' }, { decimals: null }],
    ['decimals a fraction', 'single-value', { decimals: 1.5 }, { decimals: null }],
    ['decimals below 0', 'single-value', { decimals: -1 }, { decimals: null }],
    ['decimals over 7', 'single-value', { decimals: 8 }, { decimals: null }],
    ['decimals 0', 'single-value', { decimals: 0 }, { decimals: 0 }],
    ['decimals 7', 'single-value', { decimals: 7 }, { decimals: 7 }],
    ['unit blank', 'single-value', { unit: '  ' }, { unit: null }],
    ['unit a number', 'single-value', { unit: 3 }, { unit: null }],
    ['unit trimmed', 'single-value', { unit: ' kWh ' }, { unit: 'kWh' }],
    ['table aggregation unknown', 'table', { aggregation: 'latest' }, { aggregation: 'raw' }],
    ['table aggregation kept', 'table', { aggregation: 'last' }, { aggregation: 'last' }],
    ['table interval unknown', 'table', { interval: 'month' }, { interval: 'hour' }],
    ['table interval kept', 'table', { interval: 'minute' }, { interval: 'minute' }],
    ['html not a text', 'text', { html: ['<p>'] }, { html: '' }],
    ['html kept (SafeHtml cleans it when shown)', 'text', { html: '<p>Hi</p>' }, { html: '<p>Hi</p>' }],
    ['alt not a text', 'image', { alt: null }, { alt: '' }],
  ] as const)('%s', (_, kind, fields, expected) => {
    expect(read(kind, fields)).toMatchObject(expected);
  });

  it('a setting of another kind is not read', () => {
    expect(read('alarms', { title: 'A', tags: ['x'], url: 'https://x.test/a.png' })).toEqual({
      kind: 'alarms',
      title: 'A',
    });
  });
});

describe('tags', () => {
  it.each([
    ['deduplicated, first place kept', 'line-chart', ['b', 'a', 'b', 'a'], ['b', 'a']],
    [
      'a line chart takes 6',
      'line-chart',
      ['t1', 't2', 't3', 't4', 't5', 't6', 't7'],
      ['t1', 't2', 't3', 't4', 't5', 't6'],
    ],
    [
      'a duplicate does not use up a place',
      'line-chart',
      ['t1', 't1', 't2', 't3', 't4', 't5', 't6'],
      ['t1', 't2', 't3', 't4', 't5', 't6'],
    ],
    [
      'a table takes 8',
      'table',
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    ],
    ['a bar chart takes 1', 'bar-chart', ['energy', 'water'], ['energy']],
    ['a single value takes 1', 'single-value', ['a', 'b'], ['a']],
    ['a gauge takes 1', 'gauge', ['a', 'b'], ['a']],
    ['an invalid slug does not use up the one place', 'gauge', ['bad slug', 'pressure'], ['pressure']],
    ['only texts', 'line-chart', [1, null, { slug: 'a' }, ['a'], 'a'], ['a']],
    [
      'slugs of the platform’s pattern',
      'table',
      ['Temp_1', 'motor[2]', 'line-3', 'A'],
      ['Temp_1', 'motor[2]', 'line-3', 'A'],
    ],
    ['nothing else', 'table', ['', 'a b', 'ä', 'a.b', 'a/b', 'a;b', '<b>', 'x'.repeat(65), 'ok'], ['ok']],
    ['64 characters is the most', 'table', ['x'.repeat(64)], ['x'.repeat(64)]],
  ] as const)('%s', (_, kind, tags, expected) => {
    expect(read(kind, { tags })).toMatchObject({ tags: expected });
  });

  it.each([
    ['temperature', true],
    ['a_b-c[0]', true],
    ['x'.repeat(64), true],
    ['', false],
    ['x'.repeat(65), false],
    ['a b', false],
    ['a\nb', false],
    ['é', false],
  ])('slug %j fits the pattern: %s', (slug, fits) => {
    expect(SLUG_PATTERN.test(slug)).toBe(fits);
  });
});

describe('colours go through cssColour', () => {
  it.each([
    ['#ff0000', '#ff0000'],
    ['#F00', '#ff0000'],
    ['00ff00', '#00ff00'],
    ['rgb(0, 0, 255)', '#0000ff'],
    ['white', '#ffffff'],
    ['red;}body{background:url(https://evil.test/x)}', null],
    ['#ff0000;}body{display:none}', null],
    ['rgba(0,0,0,0.5)', null],
    ['expression(alert(1))', null],
    ['', null],
    [42, null],
  ])('a rule coloured %j → %s', (colour, expected) => {
    const rules = read('single-value', { rules: [{ operator: 'gt', value: 1, colour }] });
    expect(rules).toMatchObject({ rules: expected ? [{ operator: 'gt', value: 1, colour: expected }] : [] });
  });

  it.each([
    ['#00aa00', '#00aa00'],
    ['green;}*{color:red}', null],
  ])('a band coloured %j → %s', (colour, expected) => {
    const gauge = read('gauge', { bands: [{ from: 0, to: 50, colour }] });
    expect(gauge).toMatchObject({ bands: expected ? [{ from: 0, to: 50, colour: expected }] : [] });
  });
});

describe('rules and bands', () => {
  it('reads each rule on its own: a bad one is left out, the others keep their order', () => {
    const rules = [
      { operator: 'lt', value: 10, colour: '#0000ff' },
      { operator: 'ge', value: 20, colour: '#ff0000' },
      { operator: 'gt', value: '30', colour: '#ff0000' },
      { operator: 'eq', value: 0, colour: 'blue' },
      { operator: 'gt', value: 90, colour: '#FF0000' },
      'gt 90',
      { operator: 'eq', value: 50, colour: '#000' },
    ];
    expect(read('gauge', { rules })).toMatchObject({
      rules: [
        { operator: 'lt', value: 10, colour: '#0000ff' },
        { operator: 'gt', value: 90, colour: '#ff0000' },
        { operator: 'eq', value: 50, colour: '#000000' },
      ],
    });
  });

  it.each([
    [{ from: 0, to: 50, colour: '#00ff00' }, true],
    [{ from: 50, to: 50, colour: '#00ff00' }, false],
    [{ from: 60, to: 50, colour: '#00ff00' }, false],
    [{ from: '0', to: 50, colour: '#00ff00' }, false],
    [{ from: 0, colour: '#00ff00' }, false],
    [{ from: 0, to: 50 }, false],
  ])('band %j is kept: %s', (item, kept) => {
    expect(read('gauge', { bands: [item] })).toMatchObject({ bands: kept ? [item] : [] });
  });
});

describe('the first rule that holds wins', () => {
  const rules: ColourRule[] = [
    { operator: 'gt', value: 90, colour: '#ff0000' },
    { operator: 'gt', value: 70, colour: '#ffa500' },
    { operator: 'eq', value: 0, colour: '#808080' },
    { operator: 'lt', value: 10, colour: '#0000ff' },
  ];
  it.each([
    [95, '#ff0000'],
    [90, '#ffa500'],
    [71, '#ffa500'],
    [70, null],
    [50, null],
    [10, null],
    [9.99, '#0000ff'],
    [0, '#808080'],
    [-5, '#0000ff'],
  ])('%d → %s', (value, colour) => {
    expect(ruleFor(rules, value)?.colour ?? null).toBe(colour);
  });
  it('no rules, no colour', () => {
    expect(ruleFor([], 5)).toBeNull();
  });
});

describe('the gauge’s scale', () => {
  it.each([
    [{}, 0, 100],
    [{ min: -20, max: 40 }, -20, 40],
    [{ min: 50 }, 50, 100],
    [{ max: 10 }, 0, 10],
    [{ min: 100 }, 0, 100],
    [{ min: 10, max: 10 }, 0, 100],
    [{ min: 80, max: 20 }, 0, 100],
    [{ max: -5 }, 0, 100],
    [{ min: '0', max: '50' }, 0, 100],
  ])('%j → %d … %d', (fields, min, max) => {
    expect(read('gauge', fields)).toMatchObject({ min, max });
  });
  it('a maximum JSON reads as Infinity is no number: the default 100 is used', () => {
    expect(readSettings('gauge', '{"min": 10, "max": 1e999}')).toMatchObject({ min: 10, max: 100 });
  });
});

describe('image addresses: https only', () => {
  it.each([
    ['https://cdn.example.test/plant.png', 'https://cdn.example.test/plant.png'],
    ['HTTPS://CDN.EXAMPLE.TEST/a.png', 'https://cdn.example.test/a.png'],
    ['http://cdn.example.test/plant.png', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:image/png;base64,iVBORw0KGgo=', null],
    ['//cdn.example.test/plant.png', null],
    ['/images/plant.png', null],
    ['plant.png', null],
    ['ftp://example.test/a.png', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%j → %s', (url, expected) => {
    expect(safeImageUrl(url)).toBe(expected);
    expect(read('image', { url })).toMatchObject({ url: expected });
  });
});

describe('written back and read again', () => {
  const full: ComponentSettings[] = [
    {
      kind: 'line-chart',
      title: 'Temperatures',
      tags: ['t1', 't2'],
      aggregation: 'max',
      thresholds: [{ value: 80, label: 'High' }, { value: 10 }],
    },
    { kind: 'bar-chart', title: 'Energy', tags: ['kwh'], interval: 'month' },
    {
      kind: 'single-value',
      title: 'Pressure',
      tags: ['p'],
      aggregation: 'mean',
      decimals: 2,
      unit: 'bar',
      rules: [{ operator: 'gt', value: 5, colour: '#ff0000' }],
    },
    {
      kind: 'gauge',
      title: '',
      tags: ['rpm'],
      aggregation: 'latest',
      decimals: null,
      unit: null,
      rules: [],
      min: -10,
      max: 10,
      bands: [{ from: -10, to: 0, colour: '#0000ff' }],
    },
    { kind: 'table', title: 'Log', tags: ['a', 'b'], aggregation: 'sum', interval: 'day' },
    { kind: 'text', title: 'Note', html: '<p>Shift <b>B</b></p>' },
    { kind: 'image', title: 'Plant', url: 'https://cdn.example.test/plant.png', alt: 'The plant' },
    { kind: 'image', title: '', url: null, alt: '' },
    { kind: 'alarms', title: 'Alarms' },
  ];
  it.each(full.map((settings) => [`${settings.kind} ${JSON.stringify(settings.title)}`, settings] as const))(
    '%s',
    (_, settings) => {
      expect(readSettings(settings.kind, writeSettings(settings))).toEqual(settings);
    },
  );

  it('leaves out the kind and the empty settings', () => {
    expect(JSON.parse(writeSettings(full[3]!))).toEqual({
      tags: ['rpm'],
      aggregation: 'latest',
      rules: [],
      min: -10,
      max: 10,
      bands: [{ from: -10, to: 0, colour: '#0000ff' }],
    });
    expect(writeSettings({ kind: 'image', title: '', url: null, alt: '' })).toBe('{}');
  });
});

describe('which settings read data', () => {
  it.each([
    ['line-chart', true],
    ['bar-chart', true],
    ['single-value', true],
    ['gauge', true],
    ['table', true],
    ['text', false],
    ['image', false],
    ['alarms', false],
  ] as const)('%s: %s', (kind, data) => {
    expect(isDataSettings(readSettings(kind, '{}')!)).toBe(data);
  });
});
