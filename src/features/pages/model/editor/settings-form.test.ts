import { COMPONENT_KINDS, type ComponentKind } from '@/features/pages/model/data/kinds';
import { TAG_LIMITS, readSettings, writeSettings, type ComponentSettings } from '@/features/pages/model/data/settings';
import type { SheetDimensions } from '@/features/pages/model/data/sheet';
import {
  settingsFormSchema,
  settingsFormValues,
  settingsOf,
  withPhoneLayout,
  type SettingsFormValues,
} from './settings-form';

const E = (key: string) => `pages.editor.settings.errors.${key}`;
/** A kind's defaults with one tag: what the dialog accepts as it is. */
const valid = (kind: ComponentKind, change: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  ...settingsFormValues(kind, readSettings(kind, '{"tags":["oven_temp"]}'), null),
  ...change,
});
const issues = (kind: ComponentKind, values: SettingsFormValues, typedTags = false) => {
  const result = settingsFormSchema(kind, typedTags).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const rule = { operator: 'gt', value: '80', colour: '#ff0000' } as const;
const band = { from: '0', to: '50', colour: '#00ff00' };
const tagsOf = (count: number) => Array.from({ length: count }, (_, index) => `tag_${index}`);

describe('the dialog’s rules', () => {
  it.each(COMPONENT_KINDS)('%s: its defaults with a tag are accepted', (kind) => {
    expect(issues(kind, valid(kind))).toEqual([]);
  });

  it.each(['text', 'image', 'alarms'] as const)('%s takes no tags', (kind) => {
    expect(issues(kind, valid(kind, { tags: [] }))).toEqual([]);
  });

  it.each(Object.entries(TAG_LIMITS))('%s needs a tag and takes at most %i', (name, most) => {
    const kind = name as keyof typeof TAG_LIMITS;
    expect(issues(kind, valid(kind, { tags: [] }))).toEqual([['tags', E('tagsRequired')]]);
    expect(issues(kind, valid(kind, { tags: tagsOf(most) }))).toEqual([]);
    expect(issues(kind, valid(kind, { tags: tagsOf(most + 1) }))).toEqual([['tags', E('tagsTooMany')]]);
  });

  it.each([
    ['a space', 'oven temp'],
    ['a dot', 'oven.temp'],
    ['65 characters', 'a'.repeat(65)],
  ])('a slug with %s is refused', (_, slug) => {
    expect(issues('line-chart', valid('line-chart', { tags: ['ok', slug] }))).toEqual([['tags', E('slug')]]);
  });

  it('a slug of letters, digits, _, -, [ and ] is accepted', () => {
    expect(issues('line-chart', valid('line-chart', { tags: ['Line_1-speed[0]'] }))).toEqual([]);
  });

  it.each(['', 'abc', '1..2'])('a rule value %j is refused', (value) => {
    expect(issues('single-value', valid('single-value', { rules: [{ ...rule, value }] }))).toEqual([
      ['rules.0.value', E('number')],
    ]);
  });

  it('a rule value with a decimal comma is accepted', () => {
    expect(issues('single-value', valid('single-value', { rules: [{ ...rule, value: '1,5' }] }))).toEqual([]);
  });

  it.each(['red', '#f00', '#ff00000', 'ff0000'])('a colour %j is refused', (colour) => {
    expect(issues('gauge', valid('gauge', { rules: [{ ...rule, colour }], bands: [{ ...band, colour }] }))).toEqual([
      ['rules.0.colour', E('colour')],
      ['bands.0.colour', E('colour')],
    ]);
  });

  it.each([
    ['equal', '100', '100'],
    ['above', '150', '100'],
  ])('a gauge’s min %s its max is refused', (_, min, max) => {
    expect(issues('gauge', valid('gauge', { min, max }))).toEqual([['max', E('minMax')]]);
  });

  it('a gauge needs a min and a max; other kinds do not', () => {
    expect(issues('gauge', valid('gauge', { min: '', max: 'x' }))).toEqual([
      ['min', E('number')],
      ['max', E('number')],
    ]);
    expect(issues('single-value', valid('single-value', { min: '', max: 'x' }))).toEqual([]);
  });

  it.each([
    ['equal', '50', '50'],
    ['above', '60', '50'],
  ])('a band’s from %s its to is refused', (_, from, to) => {
    const bands = [band, { ...band, from, to }];
    expect(issues('gauge', valid('gauge', { bands }))).toEqual([['bands.1.to', E('fromTo')]]);
  });

  it.each(['http://cdn.test/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA', 'cdn.test/a.png'])(
    'an image url %j is refused',
    (url) => {
      expect(issues('image', valid('image', { url }))).toEqual([['url', E('https')]]);
    },
  );

  it.each(['', ' https://cdn.test/a.png '])('an image url %j is accepted', (url) => {
    expect(issues('image', valid('image', { url }))).toEqual([]);
  });

  it.each([
    ['decimals', '8', E('decimals')],
    ['decimals', '-1', E('decimals')],
    ['decimals', '1.5', E('decimals')],
    ['mobileCols', '13', E('whole')],
    ['mobileCols', '0', E('whole')],
    ['mobileHeight', '73', E('whole')],
    ['mobileOrder', '-1', E('whole')],
    ['mobileOrder', 'first', E('whole')],
  ] as const)('%s %j is refused', (field, value, message) => {
    expect(issues('single-value', valid('single-value', { [field]: value }))).toEqual([[field, message]]);
  });

  it.each([
    ['decimals', ''],
    ['decimals', '0'],
    ['decimals', '7'],
    ['mobileCols', '12'],
    ['mobileHeight', '72'],
    ['mobileOrder', '0'],
  ] as const)('%s %j is accepted', (field, value) => {
    expect(issues('single-value', valid('single-value', { [field]: value }))).toEqual([]);
  });

  it('a title longer than 255 is refused', () => {
    expect(issues('alarms', valid('alarms', { title: 'a'.repeat(255) }))).toEqual([]);
    expect(issues('alarms', valid('alarms', { title: 'a'.repeat(256) }))).toEqual([['title', E('titleTooLong')]]);
  });
});

describe('typed tags', () => {
  it('check tagText, not the chosen tags', () => {
    expect(issues('line-chart', valid('line-chart', { tags: [], tagText: 'a, b c' }), true)).toEqual([]);
    expect(issues('line-chart', valid('line-chart', { tagText: ' , ' }), true)).toEqual([
      ['tagText', E('tagsRequired')],
    ]);
  });

  it.each([
    ['too many', 'bar-chart', 'a, b', E('tagsTooMany')],
    ['a bad slug', 'line-chart', 'a, oven$', E('slug')],
  ] as const)('refuse %s', (_, kind, tagText, message) => {
    expect(issues(kind, valid(kind, { tagText }), true)).toEqual([['tagText', message]]);
  });

  it('count a slug typed twice once', () => {
    expect(issues('bar-chart', valid('bar-chart', { tagText: 'a, a' }), true)).toEqual([]);
    expect(settingsOf('table', valid('table', { tagText: 'a,b, a' }), true)).toMatchObject({ tags: ['a', 'b'] });
  });
});

describe('the dialog’s values', () => {
  it('are the settings as text', () => {
    const settings = readSettings(
      'gauge',
      JSON.stringify({
        title: 'Oven',
        tags: ['oven_temp'],
        decimals: 1,
        unit: '°C',
        rules: [{ operator: 'lt', value: 10, colour: '#0000ff' }],
        min: -20,
        max: 300,
        bands: [{ from: 200, to: 300, colour: '#ff0000' }],
      }),
    );
    expect(settingsFormValues('gauge', settings, null)).toMatchObject({
      title: 'Oven',
      tags: ['oven_temp'],
      tagText: 'oven_temp',
      aggregation: 'latest',
      decimals: '1',
      unit: '°C',
      rules: [{ operator: 'lt', value: '10', colour: '#0000ff' }],
      min: '-20',
      max: '300',
      bands: [{ from: '200', to: '300', colour: '#ff0000' }],
      mobileOrder: '',
    });
  });

  it('are the kind’s defaults when the settings cannot be read', () => {
    expect(settingsFormValues('gauge', null, null)).toMatchObject({ title: '', tags: [], min: '0', max: '100' });
  });

  it('hold the phone layout', () => {
    const dimensions: SheetDimensions = { type: 'sheet', left: 0, top: 0, cols: 4, rows: 6, mobileOrder: 0 };
    expect(settingsFormValues('alarms', null, { ...dimensions, mobileCols: 6, mobileHeight: 3 })).toMatchObject({
      mobileOrder: '0',
      mobileCols: '6',
      mobileHeight: '3',
    });
  });
});

describe('the settings the values say', () => {
  const examples: { [K in ComponentKind]: Extract<ComponentSettings, { kind: K }> } = {
    'line-chart': {
      kind: 'line-chart',
      title: 'Oven',
      tags: ['t1', 't2'],
      aggregation: 'max',
      thresholds: [{ value: 80, label: 'High' }, { value: 10 }],
    },
    'bar-chart': { kind: 'bar-chart', title: 'Energy', tags: ['kwh'], interval: 'month' },
    'single-value': {
      kind: 'single-value',
      title: 'Speed',
      tags: ['speed'],
      aggregation: 'mean',
      decimals: 2,
      unit: 'm/s',
      rules: [{ operator: 'eq', value: 0.5, colour: '#123abc' }],
    },
    gauge: {
      kind: 'gauge',
      title: 'Pressure',
      tags: ['bar'],
      aggregation: 'max',
      decimals: 0,
      unit: null,
      rules: [],
      min: -1,
      max: 10,
      bands: [{ from: 8, to: 10, colour: '#ff0000' }],
    },
    table: { kind: 'table', title: 'Counters', tags: ['a', 'b', 'c'], aggregation: 'sum', interval: 'day' },
    text: { kind: 'text', title: '', html: '<p>Shift notes</p>' },
    image: { kind: 'image', title: 'Plan', url: 'https://cdn.test/plan.png', alt: 'Hall 1' },
    alarms: { kind: 'alarms', title: 'Alarms' },
  };

  it.each(COMPONENT_KINDS)('%s: round-trip through writeSettings and readSettings', (kind) => {
    const settings = examples[kind];
    const values = settingsFormValues(kind, settings, null);
    expect(issues(kind, values)).toEqual([]);
    for (const typedTags of [false, true]) {
      expect(readSettings(kind, writeSettings(settingsOf(kind, values, typedTags)))).toEqual(settings);
    }
  });

  it('trim the title, the unit and the url; an empty unit, decimals or url is none', () => {
    const value = valid('single-value', { title: ' Speed ', unit: '  ', decimals: '' });
    expect(settingsOf('single-value', value, false)).toMatchObject({ title: 'Speed', unit: null, decimals: null });
    expect(settingsOf('image', valid('image', { url: ' ' }), false)).toMatchObject({ url: null });
    expect(settingsOf('image', valid('image', { url: ' https://a.test/x ' }), false)).toMatchObject({
      url: 'https://a.test/x',
    });
  });

  it('trim a threshold’s label and leave out a blank one', () => {
    const thresholds = [
      { value: '1,5', label: '  ' },
      { value: '80', label: ' High ' },
    ];
    expect(settingsOf('line-chart', valid('line-chart', { thresholds }), false)).toMatchObject({
      thresholds: [{ value: 1.5 }, { value: 80, label: 'High' }],
    });
  });

  it('take the typed tags in typed mode, the chosen ones otherwise', () => {
    const values = valid('table', { tags: ['chosen'], tagText: 'a, b c' });
    expect(settingsOf('table', values, true)).toMatchObject({ tags: ['a', 'b', 'c'] });
    expect(settingsOf('table', values, false)).toMatchObject({ tags: ['chosen'] });
  });
});

describe('the phone layout', () => {
  const dimensions: SheetDimensions = {
    type: 'sheet',
    left: 2,
    top: 3,
    cols: 4,
    rows: 6,
    mobileOrder: 1,
    mobileCols: 6,
    mobileHeight: 4,
    mobileLeft: 2,
  };
  const box = { type: 'sheet', left: 2, top: 3, cols: 4, rows: 6, mobileLeft: 2 };

  it('takes the fields the values give', () => {
    const values = valid('alarms', { mobileOrder: ' 3 ', mobileCols: '12', mobileHeight: '8' });
    expect(withPhoneLayout(dimensions, values)).toStrictEqual({
      ...box,
      mobileOrder: 3,
      mobileCols: 12,
      mobileHeight: 8,
    });
  });

  it('leaves out an empty field and drops its old value', () => {
    const values = valid('alarms', { mobileOrder: '0', mobileCols: '', mobileHeight: ' ' });
    expect(withPhoneLayout(dimensions, values)).toStrictEqual({ ...box, mobileOrder: 0 });
    expect(withPhoneLayout(dimensions, valid('alarms'))).toStrictEqual(box);
  });
});
