import { COMPONENT_KINDS, DATA_KINDS, kindOfTemplate } from './kinds';

describe('a template’s kind from its name (docs/MACHINE-DATA.md, Which kind a component is)', () => {
  it.each([
    ['Line chart', 'line-chart'],
    ['Bar chart', 'bar-chart'],
    ['Single value', 'single-value'],
    ['Gauge', 'gauge'],
    ['Alarm table', 'alarms'],
    ['Alarms', 'alarms'],
    ['Data table', 'table'],
    ['Image', 'image'],
    ['Text', 'text'],
    ['Rich text block', 'text'],
    ['Multi-line chart', 'line-chart'],
    ['Values', 'single-value'],
    ['LineChart', 'line-chart'],
  ])('%s → %s', (name, kind) => {
    expect(kindOfTemplate(name)).toBe(kind);
  });

  it.each([
    ['LINE CHART', 'line-chart'],
    ['bar CHART', 'bar-chart'],
    ['sInGlE VaLuE', 'single-value'],
    ['GAUGE', 'gauge'],
    ['data TABLE', 'table'],
  ])('case does not matter: %s → %s', (name, kind) => {
    expect(kindOfTemplate(name)).toBe(kind);
  });

  // The keywords are looked for in the documented order (line, bar, gauge, value, alarm, table, image, text), not by
  // where they stand in the name.
  it.each([
    ['Alarm table', 'alarms'],
    ['Table of alarms', 'alarms'],
    ['Value table', 'single-value'],
    ['Table of values', 'single-value'],
    ['Gauge value', 'gauge'],
    ['Value gauge', 'gauge'],
    ['Bar and line chart', 'line-chart'],
    ['Image with text', 'image'],
    ['Text over image', 'image'],
  ])('keyword order: %s → %s', (name, kind) => {
    expect(kindOfTemplate(name)).toBe(kind);
  });

  it.each([
    // A keyword inside another word is not that keyword: "timeline" holds "line", "online" too.
    'Status timeline',
    'Online status',
    'Context menu',
    'Map',
    'Heatmap',
    '',
    '   ',
    null,
    undefined,
  ])('%j is no kind the portal draws', (name) => {
    expect(kindOfTemplate(name)).toBeNull();
  });

  it('"Bar chart" is a bar chart, never a table, and "Data table" never a bar chart', () => {
    expect(kindOfTemplate('Bar chart')).toBe('bar-chart');
    expect(kindOfTemplate('Data table')).toBe('table');
    expect(kindOfTemplate('Tabular bars')).toBe('bar-chart');
  });

  it('the kinds that read logged data', () => {
    expect(COMPONENT_KINDS.filter((kind) => DATA_KINDS.has(kind))).toEqual([
      'line-chart',
      'bar-chart',
      'gauge',
      'single-value',
      'table',
    ]);
  });
});
