import { baseAgo, pad } from './prng';
import type { Page, PageComponent, PageComponentTemplate, PageTables, PageVersion } from './page-types';

/**
 * Pages in every state (draft only, published only, published with a changed draft, a default one, reports, pages in
 * groups), and older versions no slot points at (version history). Each version holds components of the kinds of
 * docs/MACHINE-DATA.md with real `inputs` (the seeded slugs: db/machine-data/) and `dimensions` for its page's layout:
 * boxes tiling the 12-column sheet, cards one under the other, boxes on a report's grid. Bottling KPIs has 7 (6 in
 * its draft), the others 2 to 4; an older version has one fewer for each step back. A page is
 * linked to a device or an asset through its group (handlers/page-actions.ts): Acme's `g-004` holds `ag-001` and
 * `as-006`, `g-017` holds `ag-001`, `g-016` holds `ag-002` and `as-001`.
 */

const CATEGORIES = {
  charts: { publicId: 'pcc-charts', name: 'Charts', order: 0 },
  tables: { publicId: 'pcc-tables', name: 'Tables', order: 1000 },
  values: { publicId: 'pcc-values', name: 'Values', order: 2000 },
  media: { publicId: 'pcc-media', name: 'Media', order: 3000 },
} as const;

type Sizes = [
  minCols: number,
  minRows: number,
  defaultCols: number,
  defaultRows: number,
  maxCols: number,
  maxRows: number,
];
type Heights = [minHeight: number, defaultHeight: number, maxHeight: number | null];

/** The platform's component templates, the same for every company, with their sizes on the sheet and on a card page. */
export function seedPageComponentTemplates(): PageComponentTemplate[] {
  const template = (
    publicId: string,
    name: string,
    description: string | null,
    category: PageComponentTemplate['category'],
    [minCols, minRows, defaultCols, defaultRows, maxCols, maxRows]: Sizes,
    [minHeight, defaultHeight, maxHeight]: Heights,
    intent: PageComponentTemplate['intent'] = ['main-page', 'landing-page'],
  ): PageComponentTemplate => ({
    publicId,
    name,
    description,
    category: { ...category },
    sheetSettings: { minCols, minRows, defaultCols, defaultRows, maxCols, maxRows },
    cardSettings: { minHeight, defaultHeight, maxHeight },
    intent: [...intent],
    inputs: null,
  });
  const { charts, tables, values, media } = CATEGORIES;
  return [
    template(
      'tpl-chart',
      'Line chart',
      'Values of one or more variables over the selected period',
      charts,
      [3, 4, 6, 8, 12, 24],
      [200, 320, 720],
    ),
    template(
      'tpl-bar',
      'Bar chart',
      'Totals per hour, day or month, side by side',
      charts,
      [3, 4, 6, 8, 12, 24],
      [200, 320, 720],
    ),
    template(
      'tpl-table',
      'Data table',
      'Logged values in rows, one column per variable',
      tables,
      [4, 4, 6, 8, 12, 36],
      [200, 360, 960],
      ['main-page'],
    ),
    template(
      'tpl-alarms',
      'Alarm table',
      'Alarms raised in the selected period, newest first',
      tables,
      [4, 3, 6, 6, 12, 24],
      [160, 280, 720],
      ['main-page'],
    ),
    template(
      'tpl-value',
      'Single value',
      'The latest value of one variable, large',
      values,
      [2, 2, 3, 3, 6, 6],
      [80, 120, 240],
    ),
    template(
      'tpl-gauge',
      'Gauge',
      'One value on a dial between a minimum and a maximum',
      values,
      [2, 3, 3, 5, 6, 10],
      [160, 220, 400],
    ),
    template(
      'tpl-image',
      'Image',
      'A picture, such as a floor plan or a machine photo',
      media,
      [2, 2, 4, 5, 12, 24],
      [80, 240, 720],
    ),
    template('tpl-text', 'Text', null, media, [2, 2, 4, 3, 12, 24], [40, 120, null]),
  ];
}

/** A component as seeded: its template, its `inputs` and its size (sheet and report cells, or a card's height). */
interface Part {
  template: TemplateId;
  inputs: Record<string, unknown>;
  cols: number;
  rows: number;
}
type TemplateId =
  'tpl-chart' | 'tpl-bar' | 'tpl-table' | 'tpl-alarms' | 'tpl-value' | 'tpl-gauge' | 'tpl-image' | 'tpl-text';

/** A card page's heights in pixels per grid row of the parts (the card page has no grid: one card under the other). */
const CARD_ROW_PIXELS = 40;

const part =
  (template: TemplateId) =>
  (cols: number, rows: number, inputs: Record<string, unknown>): Part => ({ template, inputs, cols, rows });
const line = part('tpl-chart');
const bar = part('tpl-bar');
const table = part('tpl-table');
const alarms = (cols: number, rows: number, title: string): Part => part('tpl-alarms')(cols, rows, { title });
const value = part('tpl-value');
const gauge = part('tpl-gauge');
const image = part('tpl-image');
const text = (cols: number, rows: number, title: string, html: string): Part =>
  part('tpl-text')(cols, rows, { title, html });

const OVEN_RULES = [
  { operator: 'gt', value: 250, colour: '#d32f2f' },
  { operator: 'gt', value: 230, colour: '#ed6c02' },
];
const SPEED_BANDS = [
  { from: 0, to: 60, colour: '#ed6c02' },
  { from: 60, to: 100, colour: '#2e7d32' },
  { from: 100, to: 120, colour: '#d32f2f' },
];
const PRESSURE_BANDS = [
  { from: 0, to: 4, colour: '#ed6c02' },
  { from: 4, to: 8, colour: '#2e7d32' },
  { from: 8, to: 10, colour: '#d32f2f' },
];
const OVEN_BANDS = [
  { from: 0, to: 230, colour: '#2e7d32' },
  { from: 230, to: 250, colour: '#ed6c02' },
  { from: 250, to: 400, colour: '#d32f2f' },
];
const FLOOR_PLAN = 'https://images.example.com/acme/bottling-line-1/floor-plan.png';

const ovenTemperature = line(8, 8, {
  title: 'Oven temperature',
  tags: ['temp_oven', 'temp_zone1'],
  aggregation: 'mean',
  thresholds: [{ value: 250, label: 'Alarm' }],
});
const energyPerDay = bar(6, 8, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' });
const ovenNow = value(4, 3, {
  title: 'Oven now',
  tags: ['temp_oven'],
  aggregation: 'latest',
  decimals: 1,
  rules: OVEN_RULES,
});
const lineSpeed = gauge(4, 5, {
  title: 'Line speed',
  tags: ['line_speed'],
  aggregation: 'latest',
  min: 0,
  max: 120,
  bands: SPEED_BANDS,
});
const counters = table(6, 8, {
  title: 'Counters',
  tags: ['good_parts', 'reject_parts'],
  aggregation: 'sum',
  interval: 'hour',
});
const zoneTemperatures = line(6, 8, {
  title: 'Zone temperatures',
  tags: ['temp_zone1', 'temp_zone2'],
  aggregation: 'mean',
});
const pressureGauge = gauge(3, 5, {
  title: 'Pressure',
  tags: ['pressure'],
  min: 0,
  max: 10,
  decimals: 1,
  bands: PRESSURE_BANDS,
});
const motorCurrent = value(3, 3, { title: 'Motor current', tags: ['motor_current'], aggregation: 'mean', decimals: 1 });

/** Each page's published version (or its only draft), by page name. */
const CONTENT: Record<string, Part[]> = {
  'Plant overview': [zoneTemperatures, pressureGauge, motorCurrent, alarms(12, 6, 'Alarms')],
  'Energy report': [
    energyPerDay,
    table(6, 8, { title: 'Energy per hour', tags: ['energy_total'], aggregation: 'sum', interval: 'hour' }),
    value(3, 3, { title: 'Energy now', tags: ['energy_total'], aggregation: 'latest', unit: 'kWh' }),
  ],
  'Alarm history': [
    alarms(12, 8, 'Alarms'),
    line(8, 8, {
      title: 'Oven temperature',
      tags: ['temp_oven'],
      aggregation: 'max',
      thresholds: [{ value: 250, label: 'Alarm' }],
    }),
    text(4, 3, 'About', '<p>Alarms of the last 7 days, newest first.</p>'),
  ],
  'Bottling KPIs': [
    ovenTemperature,
    ovenNow,
    lineSpeed,
    energyPerDay,
    counters,
    text(12, 3, 'About this page', '<p>Bottling line 1: <b>oven</b>, speed, energy and counters of the shift.</p>'),
    alarms(12, 6, 'Alarms'),
  ],
  'Kiln temperatures': [
    line(12, 8, { title: 'Kiln zones', tags: ['temp_zone1', 'temp_zone2', 'temp_oven'], aggregation: 'max' }),
    gauge(3, 5, { title: 'Oven', tags: ['temp_oven'], min: 0, max: 400, decimals: 1, bands: OVEN_BANDS }),
    table(9, 8, {
      title: 'Temperatures per hour',
      tags: ['temp_zone1', 'temp_zone2', 'temp_oven'],
      aggregation: 'mean',
      interval: 'hour',
    }),
  ],
  'Compressor health': [
    pressureGauge,
    line(9, 8, {
      title: 'Motor current',
      tags: ['motor_current'],
      aggregation: 'max',
      thresholds: [{ value: 32, label: 'High' }],
    }),
    value(3, 3, {
      title: 'Pressure now',
      tags: ['pressure'],
      decimals: 2,
      rules: [{ operator: 'gt', value: 8, colour: '#d32f2f' }],
    }),
  ],
  'Wochenbericht Düsseldorf': [
    text(8, 2, 'Wochenbericht', '<p>Temperaturen und Zähler der Woche.</p>'),
    line(8, 6, { title: 'Temperaturen', tags: ['temp_zone1', 'temp_zone2'], aggregation: 'mean' }),
    table(8, 6, { title: 'Zähler pro Tag', tags: ['good_parts', 'reject_parts'], aggregation: 'sum', interval: 'day' }),
  ],
  'Shift handover': [
    text(6, 3, 'Handover notes', '<p>Counters and alarms of the shift.</p>'),
    table(6, 6, {
      title: 'Shift counters',
      tags: ['good_parts', 'reject_parts'],
      aggregation: 'sum',
      interval: 'hour',
    }),
    alarms(6, 5, 'Alarms'),
  ],
  'Maintenance planner': [
    text(4, 3, 'Planned stops', '<p>Saturday 14:00 to Sunday 22:00.</p>'),
    alarms(8, 6, 'Open alarms'),
    motorCurrent,
    line(9, 8, { title: 'Motor current trend', tags: ['motor_current'], aggregation: 'max' }),
  ],
  'Water usage': [
    value(3, 3, { title: 'Supply pressure', tags: ['pressure'], decimals: 2, unit: 'bar' }),
    line(6, 8, { title: 'Supply pressure trend', tags: ['pressure'], aggregation: 'mean' }),
    bar(6, 8, { title: 'Energy per hour', tags: ['energy_total'], interval: 'hour' }),
    image(4, 5, { title: 'Water circuit', url: FLOOR_PLAN, alt: 'Plan of the cooling water circuit' }),
  ],
  'OEE dashboard': [
    value(3, 3, { title: 'Good parts', tags: ['good_parts'], aggregation: 'latest' }),
    value(3, 3, { title: 'Rejects', tags: ['reject_parts'], aggregation: 'latest' }),
    bar(6, 8, { title: 'Good parts per day', tags: ['good_parts'], interval: 'day' }),
    line(6, 8, { title: 'Line speed', tags: ['line_speed'], aggregation: 'mean' }),
  ],
  'Tableau de bord Lyon': [
    line(8, 8, { title: 'Températures', tags: ['temp_zone1', 'temp_zone2'] }),
    gauge(4, 5, { title: 'Vitesse de ligne', tags: ['line_speed'], min: 0, max: 120, bands: SPEED_BANDS }),
  ],
  'Line 1 daily report': [
    text(8, 2, 'Line 1, yesterday', '<p>Energy, counters and the oven of bottling line 1.</p>'),
    bar(8, 4, { title: 'Energy per hour', tags: ['energy_total'], interval: 'hour' }),
    table(4, 6, {
      title: 'Counters per hour',
      tags: ['good_parts', 'reject_parts'],
      aggregation: 'sum',
      interval: 'hour',
    }),
    line(4, 6, { title: 'Oven temperature', tags: ['temp_oven'], thresholds: [{ value: 250, label: 'Alarm' }] }),
  ],
  'Silver contract service report': [
    text(8, 2, 'Service summary', '<p>Monthly service of the silver contract.</p>'),
    line(8, 6, { title: 'Motor current', tags: ['motor_current'], aggregation: 'max' }),
    table(8, 6, { title: 'Pressure per day', tags: ['pressure'], aggregation: 'max', interval: 'day' }),
  ],
  'Bottling line 1 live': [
    value(3, 3, { title: 'Line speed', tags: ['line_speed'], decimals: 0 }),
    gauge(3, 5, { title: 'Oven', tags: ['temp_oven'], min: 0, max: 400, decimals: 1, bands: OVEN_BANDS }),
    value(3, 3, { title: 'Good parts', tags: ['good_parts'] }),
    zoneTemperatures,
  ],
  'Packaging line status': [
    value(3, 3, { title: 'Line speed', tags: ['line_speed'], unit: 'm/min' }),
    line(9, 8, { title: 'Speed and current', tags: ['line_speed', 'motor_current'] }),
    table(6, 8, {
      title: 'Parts per hour',
      tags: ['good_parts', 'reject_parts'],
      aggregation: 'sum',
      interval: 'hour',
    }),
    alarms(6, 6, 'Alarms'),
  ],
  'Gold contract monthly report': [
    text(8, 2, 'Monthly report', '<p>Gold contract: energy and parts of the month.</p>'),
    bar(8, 6, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' }),
    table(8, 6, { title: 'Parts per day', tags: ['good_parts', 'reject_parts'], aggregation: 'sum', interval: 'day' }),
  ],
  'Monthly energy report': [
    bar(8, 5, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' }),
    table(5, 6, { title: 'Energy per day', tags: ['energy_total'], aggregation: 'sum', interval: 'day' }),
    value(3, 3, { title: 'Energy now', tags: ['energy_total'], unit: 'kWh' }),
    text(3, 3, 'Note', '<p>Meter readings in kWh.</p>'),
  ],
  '<b>Markup</b> shown as text': [
    text(6, 3, '<i>Title</i> as text', '<p><b>Bold</b> through SafeHtml</p><script>alert(1)</script>'),
    value(3, 3, { title: '<b>Oven</b>', tags: ['temp_oven'] }),
  ],
  'Cold storage report': [
    line(8, 6, { title: 'Cold room temperatures', tags: ['temp_zone1', 'temp_zone2'], aggregation: 'min' }),
    table(8, 6, {
      title: 'Temperatures per day',
      tags: ['temp_zone1', 'temp_zone2'],
      aggregation: 'mean',
      interval: 'day',
    }),
    text(8, 2, 'Note', '<p>Set point 4 °C.</p>'),
  ],
};

/** A changed draft of a page with both slots: a little different from its published version. */
const DRAFTS: Record<string, Part[]> = {
  'Plant overview': [
    zoneTemperatures,
    line(6, 8, { title: 'Oven temperature', tags: ['temp_oven'], thresholds: [{ value: 250, label: 'Alarm' }] }),
    pressureGauge,
  ],
  'Bottling KPIs': [
    line(8, 8, {
      title: 'Oven temperature',
      tags: ['temp_oven', 'temp_zone1', 'temp_zone2'],
      aggregation: 'mean',
      thresholds: [{ value: 250, label: 'Alarm' }],
    }),
    ovenNow,
    lineSpeed,
    bar(6, 8, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' }),
    table(6, 8, { title: 'Counters', tags: ['good_parts', 'reject_parts'], aggregation: 'sum', interval: 'day' }),
    text(12, 3, 'About this page', '<p>Bottling line 1: oven, speed, energy and counters of the day.</p>'),
  ],
  'Wochenbericht Düsseldorf': [
    ...(CONTENT['Wochenbericht Düsseldorf'] ?? []),
    value(3, 2, { title: 'Ausschuss', tags: ['reject_parts'] }),
  ],
  'Water usage': [
    value(3, 3, { title: 'Supply pressure', tags: ['pressure'], decimals: 1, unit: 'bar' }),
    line(6, 8, { title: 'Supply pressure trend', tags: ['pressure'], aggregation: 'max' }),
    bar(6, 8, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' }),
  ],
  'Silver contract service report': [
    text(8, 2, 'Service summary', '<p>Monthly service of the silver contract.</p>'),
    line(8, 5, { title: 'Motor current', tags: ['motor_current'], aggregation: 'max' }),
    table(8, 5, { title: 'Pressure per day', tags: ['pressure'], aggregation: 'max', interval: 'day' }),
    alarms(8, 4, 'Alarms'),
  ],
  'Gold contract monthly report': [
    ...(CONTENT['Gold contract monthly report'] ?? []).slice(0, 2),
    gauge(3, 4, { title: 'Line speed', tags: ['line_speed'], min: 0, max: 120, bands: SPEED_BANDS }),
  ],
};

/** Each report format's grid (src/features/pages/model/data/sheet.ts). */
const GRIDS = {
  sheet: { columns: 12, rows: 72 },
  report: { columns: 8, rows: 16 },
  'report-portrait': { columns: 6, rows: 16 },
  'report-landscape': { columns: 8, rows: 11 },
} as const;
type GridFormat = keyof typeof GRIDS;

interface Box {
  left: number;
  top: number;
  cols: number;
  rows: number;
}
const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.cols && b.left < a.left + a.cols && a.top < b.top + b.rows && b.top < a.top + a.rows;

/** The parts placed one after the other in the first free place, row by row, as the editor adds them. */
export function placeParts(sizes: readonly { cols: number; rows: number }[], format: GridFormat): Box[] {
  const { columns, rows } = GRIDS[format];
  const taken: Box[] = [];
  for (const { cols, rows: height } of sizes) {
    let placed: Box | null = null;
    for (let top = 0; !placed && top + height <= rows; top += 1) {
      for (let left = 0; !placed && left + cols <= columns; left += 1) {
        const box = { left, top, cols, rows: height };
        if (!taken.some((other) => overlaps(box, other))) placed = box;
      }
    }
    if (!placed) throw new Error(`seed-pages: no room on the ${format} grid for ${cols} × ${height}`);
    taken.push(placed);
  }
  return taken;
}

/** A page's layout: the sheet, a card page, or a report's format from its orientation. */
function formatOf(page: Pick<Page, 'applicationType' | 'orientation'>): GridFormat | 'card' {
  if (page.applicationType === 'card') return 'card';
  if (page.applicationType === 'sheet') return 'sheet';
  if (page.orientation === 'portrait') return 'report-portrait';
  return page.orientation === 'landscape' ? 'report-landscape' : 'report';
}

/** The components of a version from its parts: `dimensions` for the page's layout, `inputs` as JSON text. */
export function componentsOf(
  parts: readonly Part[],
  page: Pick<Page, 'applicationType' | 'orientation'>,
  versionId: string,
): PageComponent[] {
  const format = formatOf(page);
  const boxes = format === 'card' ? [] : placeParts(parts, format);
  return parts.map((p, k) => {
    const box = boxes[k];
    const dimensions: Record<string, unknown> =
      format === 'card'
        ? { type: 'card', height: p.rows * CARD_ROW_PIXELS, order: k * 1000 }
        : format === 'sheet'
          ? { type: 'sheet', ...box, mobileOrder: k }
          : { type: format, ...box };
    return {
      publicId: `pc-${versionId.slice(3)}-${k + 1}`,
      template: { publicId: p.template },
      dimensions,
      inputs: JSON.stringify(p.inputs),
      pageVersion: { publicId: versionId },
    };
  });
}

export const SEEDED_PARTS = { line, bar, table, alarms, value, gauge, image, text };
export type { Part };

interface PageSeed {
  name: string;
  companyId: string;
  applicationType: Page['applicationType'];
  /** A report's format (null: the square 8 × 16 one). */
  orientation?: Page['orientation'];
  /** Which slots hold a version. */
  state: 'draft' | 'published' | 'both';
  group?: string;
  icon: string | null;
  periodSpec: string;
  /** Seconds between reads while the page is shown (null: read once). */
  refresh?: number;
  /** Older versions no slot points at. */
  old?: number;
  previewAgent?: string;
}

// The first twelve keep the ids, names and companies other tests and the menu items (seed-identity.ts) rely on.
const PAGES: PageSeed[] = [
  {
    name: 'Plant overview',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'both',
    refresh: 60,
    icon: 'dashboard',
    periodSpec: 'today',
    old: 2,
  },
  {
    name: 'Energy report',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'published',
    icon: 'bolt',
    periodSpec: 'last-7-days',
    old: 1,
  },
  {
    name: 'Alarm history',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'draft',
    icon: 'notifications',
    periodSpec: 'last-7-days',
  },
  {
    name: 'Bottling KPIs',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'both',
    group: 'g-004',
    refresh: 30,
    icon: 'local_drink',
    periodSpec: 'today',
  },
  {
    name: 'Kiln temperatures',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'published',
    icon: 'whatshot',
    periodSpec: 'last-7-days',
    previewAgent: 'ag-002',
    old: 3,
  },
  {
    name: 'Compressor health',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'draft',
    icon: 'build',
    periodSpec: 'last-7-days',
  },
  {
    name: 'Wochenbericht Düsseldorf',
    companyId: 'c-acme',
    applicationType: 'report',
    state: 'both',
    group: 'g-003',
    icon: 'assessment',
    periodSpec: 'today',
  },
  {
    name: 'Shift handover',
    companyId: 'c-acme',
    applicationType: 'report',
    orientation: 'portrait',
    state: 'published',
    icon: 'swap_horiz',
    periodSpec: 'last-7-days',
  },
  {
    name: 'Maintenance planner',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'draft',
    icon: 'event',
    periodSpec: 'last-7-days',
  },
  {
    name: 'Water usage',
    companyId: 'c-acme',
    applicationType: 'card',
    refresh: 60,
    state: 'both',
    icon: 'water_drop',
    periodSpec: 'today',
  },
  {
    name: 'OEE dashboard',
    companyId: 'c-north',
    applicationType: 'sheet',
    refresh: 60,
    state: 'published',
    icon: 'speed',
    periodSpec: 'last-7-days',
  },
  {
    name: 'Tableau de bord Lyon',
    companyId: 'c-north',
    applicationType: 'sheet',
    state: 'draft',
    icon: 'map',
    periodSpec: 'last-7-days',
  },
  {
    name: 'Line 1 daily report',
    companyId: 'c-acme',
    applicationType: 'report',
    state: 'published',
    group: 'g-004',
    icon: 'summarize',
    periodSpec: 'yesterday',
  },
  {
    name: 'Silver contract service report',
    companyId: 'c-acme',
    applicationType: 'report',
    state: 'both',
    group: 'g-017',
    icon: 'handyman',
    periodSpec: 'last-30-days',
    old: 1,
  },
  {
    name: 'Bottling line 1 live',
    companyId: 'c-acme',
    applicationType: 'card',
    refresh: 60,
    state: 'draft',
    group: 'g-004',
    icon: 'sensors',
    periodSpec: 'today',
  },
  {
    name: 'Packaging line status',
    companyId: 'c-acme',
    applicationType: 'sheet',
    refresh: 60,
    state: 'published',
    group: 'g-016',
    icon: 'inventory',
    periodSpec: 'today',
    previewAgent: 'ag-002',
  },
  {
    name: 'Gold contract monthly report',
    companyId: 'c-acme',
    applicationType: 'report',
    state: 'both',
    group: 'g-016',
    icon: 'workspace_premium',
    periodSpec: 'this-month',
  },
  {
    name: 'Monthly energy report',
    companyId: 'c-acme',
    applicationType: 'report',
    orientation: 'landscape',
    state: 'published',
    icon: 'electric_bolt',
    periodSpec: 'this-month',
  },
  {
    name: '<b>Markup</b> shown as text',
    companyId: 'c-acme',
    applicationType: 'sheet',
    state: 'draft',
    icon: null,
    periodSpec: 'today',
  },
  {
    name: 'Cold storage report',
    companyId: 'c-north',
    applicationType: 'report',
    state: 'published',
    group: 'g-019',
    icon: 'ac_unit',
    periodSpec: 'last-7-days',
  },
];

/** The default page of each company. */
const DEFAULTS = new Set(['pg-001', 'pg-011']);

/** An older version: the published parts less one for each step back, at least one. */
const olderParts = (parts: readonly Part[], stepsBack: number): Part[] =>
  parts.slice(0, Math.max(1, parts.length - stepsBack));

export function seedPages(): Pick<PageTables, 'pages' | 'pageVersions'> {
  const pages: Page[] = [];
  const pageVersions: PageVersion[] = [];
  PAGES.forEach((seed, index) => {
    const publicId = `pg-${pad(index + 1)}`;
    const layout = { applicationType: seed.applicationType, orientation: seed.orientation ?? null };
    const content = CONTENT[seed.name] ?? [];
    const version = (kind: string, title: string, daysAgo: number, parts: readonly Part[]): { publicId: string } => {
      const versionId = `pv-${pad(index + 1)}-${kind}`;
      pageVersions.push({
        publicId: versionId,
        _companyId: seed.companyId,
        page: { publicId },
        title,
        custom: { glbMatIcon: seed.icon },
        periodSpec: seed.periodSpec,
        // Reports are sent for a period chosen when they are queued: no picker (*chosen here*).
        periodSelectorEnabled: seed.applicationType !== 'report',
        defaultRefreshRate: seed.refresh ?? null,
        components: componentsOf(parts, layout, versionId),
        previewAgent: seed.previewAgent ? { publicId: seed.previewAgent } : null,
        previewAsset: null,
        pagePages: [],
        createdOn: baseAgo(daysAgo + 1),
        updatedOn: baseAgo(daysAgo),
      });
      return { publicId: versionId };
    };
    for (let n = seed.old ?? 0; n >= 1; n -= 1)
      version(
        `old${n}`,
        n === 1 ? seed.name : `${seed.name} (v0.${n})`,
        60 + index * 3 + n * 10,
        olderParts(content, n),
      );
    const published = seed.state !== 'draft' ? version('pub', seed.name, index * 3 + 20, content) : null;
    const draft =
      seed.state !== 'published'
        ? version(
            'draft',
            seed.state === 'both' ? `${seed.name} (v2)` : seed.name,
            index * 3,
            seed.state === 'both' ? (DRAFTS[seed.name] ?? olderParts(content, 1)) : content,
          )
        : null;
    pages.push({
      publicId,
      _companyId: seed.companyId,
      name: seed.name,
      applicationType: seed.applicationType,
      orientation: layout.orientation,
      group: seed.group ? { publicId: seed.group } : null,
      draft,
      published,
      default: DEFAULTS.has(publicId),
      labels: [],
      custom: {},
    });
  });
  return { pages, pageVersions };
}
