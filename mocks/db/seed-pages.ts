import { baseAgo, createRng, pad, type Rng } from './prng';
import type { Page, PageComponent, PageComponentTemplate, PageTables, PageVersion } from './page-types';

/**
 * Pages in every state (draft only, published only, published with a changed draft, a default one, reports, pages in
 * groups), each version with 1 to 4 components, and older versions no slot points at (version history). A page is
 * linked to a device or an asset through its group (handlers/page-actions.ts): Acme's `g-004` holds `ag-001` and
 * `as-006`, `g-017` holds `ag-001`, `g-016` holds `ag-002` and `as-001`.
 */

const CATEGORIES = {
  charts: { publicId: 'pcc-charts', name: 'Charts', order: 0 },
  tables: { publicId: 'pcc-tables', name: 'Tables', order: 1000 },
  values: { publicId: 'pcc-values', name: 'Values', order: 2000 },
  media: { publicId: 'pcc-media', name: 'Media', order: 3000 },
} as const;

/** The platform's component templates, the same for every company. */
export function seedPageComponentTemplates(): PageComponentTemplate[] {
  const template = (
    publicId: string,
    name: string,
    description: string | null,
    category: PageComponentTemplate['category'],
  ): PageComponentTemplate => ({
    publicId,
    name,
    description,
    category: { ...category },
  });
  return [
    template('tpl-chart', 'Line chart', 'Values of one or more variables over the selected period', CATEGORIES.charts),
    template('tpl-bar', 'Bar chart', 'Totals per hour, day or month, side by side', CATEGORIES.charts),
    template('tpl-table', 'Data table', 'Logged values in rows, one column per variable', CATEGORIES.tables),
    template('tpl-alarms', 'Alarm table', 'Alarms raised in the selected period, newest first', CATEGORIES.tables),
    template('tpl-value', 'Single value', 'The latest value of one variable, large', CATEGORIES.values),
    template('tpl-gauge', 'Gauge', 'One value on a dial between a minimum and a maximum', CATEGORIES.values),
    template('tpl-image', 'Image', 'A picture, such as a floor plan or a machine photo', CATEGORIES.media),
    template('tpl-text', 'Text', null, CATEGORIES.media),
  ];
}

const TEMPLATE_IDS = [
  'tpl-chart',
  'tpl-bar',
  'tpl-table',
  'tpl-alarms',
  'tpl-value',
  'tpl-gauge',
  'tpl-image',
  'tpl-text',
];
const INPUT_TITLES = ['Trend', 'Values', 'Pressure', 'Temperature', 'Alarms', 'Energy', 'Line speed', 'Floor plan'];

interface PageSeed {
  name: string;
  companyId: string;
  applicationType: Page['applicationType'];
  /** Which slots hold a version. */
  state: 'draft' | 'published' | 'both';
  group?: string;
  icon: string | null;
  periodSpec: string;
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
    state: 'both',
    icon: 'water_drop',
    periodSpec: 'today',
  },
  {
    name: 'OEE dashboard',
    companyId: 'c-north',
    applicationType: 'sheet',
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
    state: 'draft',
    group: 'g-004',
    icon: 'sensors',
    periodSpec: 'today',
  },
  {
    name: 'Packaging line status',
    companyId: 'c-acme',
    applicationType: 'sheet',
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

function components(rng: Rng, versionId: string): PageComponent[] {
  const count = rng.int(1, 4);
  // One version in four leaves `order` out: those components sort in array order (handlers: `dimensions.order`).
  const ordered = rng.chance(0.75);
  return Array.from({ length: count }, (_, k) => ({
    publicId: `pc-${versionId.slice(3)}-${k + 1}`,
    template: { publicId: rng.pick(TEMPLATE_IDS) },
    dimensions: ordered ? { order: k * 1000 } : {},
    inputs: JSON.stringify({ title: rng.pick(INPUT_TITLES) }),
    pageVersion: { publicId: versionId },
  }));
}

export function seedPages(): Pick<PageTables, 'pages' | 'pageVersions'> {
  const rng = createRng(1414);
  const pages: Page[] = [];
  const pageVersions: PageVersion[] = [];
  PAGES.forEach((seed, index) => {
    const publicId = `pg-${pad(index + 1)}`;
    const version = (kind: string, title: string, daysAgo: number): { publicId: string } => {
      const versionId = `pv-${pad(index + 1)}-${kind}`;
      pageVersions.push({
        publicId: versionId,
        _companyId: seed.companyId,
        page: { publicId },
        title,
        custom: { glbMatIcon: seed.icon },
        periodSpec: seed.periodSpec,
        components: components(rng, versionId),
        previewAgent: seed.previewAgent ? { publicId: seed.previewAgent } : null,
        previewAsset: null,
        pagePages: [],
        createdOn: baseAgo(daysAgo + 1),
        updatedOn: baseAgo(daysAgo),
      });
      return { publicId: versionId };
    };
    for (let n = seed.old ?? 0; n >= 1; n -= 1)
      version(`old${n}`, n === 1 ? seed.name : `${seed.name} (v0.${n})`, 60 + index * 3 + n * 10);
    const published = seed.state !== 'draft' ? version('pub', seed.name, index * 3 + 20) : null;
    const draft =
      seed.state !== 'published'
        ? version('draft', seed.state === 'both' ? `${seed.name} (v2)` : seed.name, index * 3)
        : null;
    pages.push({
      publicId,
      _companyId: seed.companyId,
      name: seed.name,
      applicationType: seed.applicationType,
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
