import type { PeriodRange } from './period-range';
import type { DataSettings } from './settings';
import { BAR_STEPS, TABLE_STEPS, fitStep, pointsAt, stepFor } from './step';

/** What a device logs under a slug (AgentDataTagList): its data source, and its variable's type and unit. */
export interface DeviceTag {
  slug: string;
  name: string;
  tagId: number | null;
  sourceId: string;
  type: 'bool' | 'int' | 'float' | 'str' | null;
  unit: string | null;
}

export type PostAggr =
  'count' | 'mean' | 'median' | 'mode' | 'spread' | 'sum' | 'first' | 'last' | 'max' | 'min' | 'raw';

/** One query of DataList's body (docs/API.md, Logged data), as the portal sends it. */
export interface DataQuery {
  ref: string;
  postAggr: PostAggr;
  postTransform?: 'difference';
  step?: number;
  limit: number;
  order: 'asc' | 'desc';
}

export interface DataListItem {
  source: { publicId: string };
  start: string;
  end: string;
  timeZone: string;
  tags: { slug: string; queries: DataQuery[] }[];
}

/** A component's data to read: its settings, and the width in pixels its chart has. */
export interface ComponentRead {
  /** The component's place in the page, which names its queries (`c{index}q{n}`). */
  index: number;
  settings: DataSettings;
  widthPixels: number;
}

/** One query of a component: which tag it reads and under which ref its values come back. */
export interface PlannedQuery {
  ref: string;
  slug: string;
}

export interface ComponentPlan {
  queries: PlannedQuery[];
  /** The tags the device does not log: the component says "No data for {tag}". */
  missing: string[];
  /** The step of its series, in seconds (null for a single value over the period). */
  step: number | null;
}

export interface PagePlan {
  /** DataList's body: one item per data source; empty when no component reads anything. */
  body: DataListItem[];
  components: Map<number, ComponentPlan>;
}

/** The newest points a table of raw values shows. */
export const TABLE_RAW_LIMIT = 1000;

const refOf = (index: number, n: number): string => `c${index}q${n}`;

/** The query a data component sends for one of its tags (docs/MACHINE-DATA.md, Reading the data). */
function queryOf(read: ComponentRead, ref: string, range: PeriodRange): DataQuery {
  const { settings } = read;
  switch (settings.kind) {
    case 'line-chart': {
      const step = stepFor(range.seconds, read.widthPixels);
      return { ref, postAggr: settings.aggregation, step, limit: pointsAt(range.seconds, step), order: 'asc' };
    }
    case 'bar-chart': {
      // Newest first: hours over a long period are more than `limit`, and the bars cut off are then the oldest, not
      // the latest (seriesByRef puts them back in time order).
      const step = fitStep(BAR_STEPS[settings.interval], range.seconds);
      return {
        ref,
        postTransform: 'difference',
        postAggr: 'sum',
        step,
        limit: pointsAt(range.seconds, step),
        order: 'desc',
      };
    }
    case 'single-value':
    case 'gauge':
      return settings.aggregation === 'latest'
        ? { ref, postAggr: 'raw', order: 'desc', limit: 1 }
        : { ref, postAggr: settings.aggregation, order: 'desc', limit: 1 };
    case 'table': {
      if (settings.aggregation === 'raw') return { ref, postAggr: 'raw', order: 'desc', limit: TABLE_RAW_LIMIT };
      const step = fitStep(TABLE_STEPS[settings.interval], range.seconds);
      return { ref, postAggr: settings.aggregation, step, limit: pointsAt(range.seconds, step), order: 'desc' };
    }
  }
}

const stepOf = (query: DataQuery): number | null => query.step ?? null;

/**
 * The page's one DataList body for the components' queries: each tag found by its slug among the device's tags, grouped
 * under its data source, each query named `c{index}q{n}`. A slug the device does not log is left out and named.
 */
export function planPage(
  reads: readonly ComponentRead[],
  tags: readonly DeviceTag[],
  range: PeriodRange,
  timeZone: string,
): PagePlan {
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const sources = new Map<string, Map<string, DataQuery[]>>();
  const components = new Map<number, ComponentPlan>();
  for (const read of reads) {
    const plan: ComponentPlan = { queries: [], missing: [], step: null };
    read.settings.tags.forEach((slug) => {
      const tag = bySlug.get(slug);
      if (!tag) {
        plan.missing.push(slug);
        return;
      }
      const query = queryOf(read, refOf(read.index, plan.queries.length), range);
      plan.step = stepOf(query);
      plan.queries.push({ ref: query.ref, slug });
      const sourceTags = sources.get(tag.sourceId) ?? new Map<string, DataQuery[]>();
      sourceTags.set(slug, [...(sourceTags.get(slug) ?? []), query]);
      sources.set(tag.sourceId, sourceTags);
    });
    components.set(read.index, plan);
  }
  const body = [...sources].map(([publicId, sourceTags]) => ({
    source: { publicId },
    start: range.start,
    end: range.end,
    timeZone,
    tags: [...sourceTags].map(([slug, queries]) => ({ slug, queries })),
  }));
  return { body, components };
}

/** One point of a series: its time in milliseconds, and its value (a number, a boolean as 0/1, a text, or null). */
export interface SeriesPoint {
  time: number;
  value: number | string | null;
}

interface AnswerItem {
  points?: { time?: unknown; values?: unknown }[];
}

const pointValue = (value: unknown): number | string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  return null;
};

/** DataList's answer split back into one series per ref, each in time order. */
export function seriesByRef(answer: readonly AnswerItem[]): Map<string, SeriesPoint[]> {
  const series = new Map<string, SeriesPoint[]>();
  for (const item of answer) {
    for (const point of item.points ?? []) {
      const time = typeof point.time === 'string' ? Date.parse(point.time) : NaN;
      if (Number.isNaN(time) || typeof point.values !== 'object' || point.values === null) continue;
      for (const [ref, value] of Object.entries(point.values as Record<string, unknown>)) {
        const list = series.get(ref) ?? [];
        list.push({ time, value: pointValue(value) });
        series.set(ref, list);
      }
    }
  }
  for (const list of series.values()) list.sort((a, b) => a.time - b.time);
  return series;
}
