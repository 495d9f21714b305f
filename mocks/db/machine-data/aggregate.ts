import { MINUTE_MS, type Value } from './generator';
import type { TagType } from './tags';

/**
 * DataList's per-query work over one tag's minutes (pure): the raw minute values, or one aggregate per `step` bucket,
 * then order, offset and limit, then factor with operator, then decimals. docs/API.md, "Logged data".
 */

export const POST_AGGRS = [
  'count',
  'mean',
  'median',
  'mode',
  'spread',
  'sum',
  'first',
  'last',
  'max',
  'min',
  'raw',
] as const;
export type PostAggr = (typeof POST_AGGRS)[number];
export const OPERATORS = ['*', '/', '+', '-'] as const;
export type Operator = (typeof OPERATORS)[number];
/** What a string tag answers (and a boolean tag answers as true/false: with `max`/`min` as 0/1 numbers). */
export const STRING_AGGRS: readonly PostAggr[] = ['raw', 'first', 'last', 'mode', 'count'];
const VALUE_AGGRS: readonly PostAggr[] = ['raw', 'first', 'last', 'mode'];

export interface Query {
  postAggr: PostAggr;
  /** `postTransform: difference`: each minute's increase over the minute before (counters). */
  difference: boolean;
  /** The bucket length in ms; null: one bucket from start to end (raw: every minute). */
  stepMs: number | null;
  order: 'asc' | 'desc';
  offset: number;
  limit: number | null;
  decimals: number | null;
  factor: number | null;
  operator: Operator;
  extendedBoundary: boolean;
}

export interface Range {
  startMs: number;
  endMs: number;
  /** The minutes with data: [first, last]. */
  first: number;
  last: number;
}

export interface Point {
  time: number;
  value: Value;
}

/** The minutes a query reads: those whose time is in [start, end) and that have data. */
export function minutesOf(range: Range, extended = false): [number, number] {
  let from = Math.max(Math.ceil(range.startMs / MINUTE_MS), range.first);
  let to = Math.min(Math.ceil(range.endMs / MINUTE_MS) - 1, range.last);
  if (extended && from <= to) {
    from = Math.max(from - 1, range.first);
    to = Math.min(to + 1, range.last);
  }
  return [from, to];
}

/** How many points a query gives before offset and limit. */
export function pointCount(range: Range, query: Pick<Query, 'postAggr' | 'stepMs' | 'extendedBoundary'>): number {
  if (query.postAggr === 'raw' && query.stepMs === null) {
    const [from, to] = minutesOf(range, query.extendedBoundary);
    return Math.max(0, to - from + 1);
  }
  return query.stepMs === null ? 1 : Math.ceil((range.endMs - range.startMs) / query.stepMs);
}

type At = (minute: number) => Value;

const asNumber = (value: Value): number => (typeof value === 'number' ? value : value === true ? 1 : 0);

function differenced(at: At): At {
  return (minute) => asNumber(at(minute)) - asNumber(at(minute - 1));
}

function mode(values: Value[]): Value | undefined {
  const counts = new Map<Value, number>();
  let best: Value | undefined;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function aggregateBucket(values: Value[], aggr: PostAggr, type: TagType): Value | undefined {
  if (values.length === 0) return undefined;
  switch (aggr) {
    case 'count':
      return values.length;
    case 'first':
    case 'raw':
      return values[0];
    case 'last':
      return values[values.length - 1];
    case 'mode':
      return mode(values);
    default:
      break;
  }
  const numbers = values.map(asNumber);
  let sum = 0;
  let max = Number.NEGATIVE_INFINITY;
  let min = Number.POSITIVE_INFINITY;
  for (const n of numbers) {
    sum += n;
    if (n > max) max = n;
    if (n < min) min = n;
  }
  switch (aggr) {
    case 'sum':
      return sum;
    case 'mean':
      return sum / numbers.length;
    case 'max':
      return max;
    case 'min':
      return min;
    case 'spread':
      return max - min;
    case 'median': {
      const sorted = Float64Array.from(numbers).sort();
      const middle = sorted.length >> 1;
      return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
    }
    default:
      return type === 'str' ? undefined : numbers[0];
  }
}

function finish(value: Value, query: Query, aggr: PostAggr, type: TagType): Value {
  if (typeof value !== 'number') return value;
  // A boolean's own values stay true/false; its aggregates are numbers.
  if (type === 'bool' && VALUE_AGGRS.includes(aggr) && !query.difference) return value !== 0;
  let out = value;
  if (query.factor !== null) {
    const f = query.factor;
    out =
      query.operator === '*' ? out * f : query.operator === '/' ? out / f : query.operator === '+' ? out + f : out - f;
  }
  if (query.decimals !== null) {
    const scale = 10 ** query.decimals;
    out = Math.round(out * scale) / scale;
  }
  return out;
}

/** The points of one query over one tag, ordered and paged, values scaled and rounded. */
export function runQuery(source: At, type: TagType, range: Range, query: Query): Point[] {
  const at = query.difference ? differenced(source) : source;
  const [from, to] = minutesOf(range, query.extendedBoundary && query.postAggr === 'raw');
  if (from > to) return [];
  const limit = query.limit ?? Number.POSITIVE_INFINITY;
  if (query.postAggr === 'raw' && query.stepMs === null) {
    // Only the minutes of the page are read (the latest value reads one).
    const total = to - from + 1;
    const points: Point[] = [];
    for (let k = query.offset; k < total && points.length < limit; k += 1) {
      const minute = query.order === 'asc' ? from + k : to - k;
      points.push({ time: minute * MINUTE_MS, value: finish(at(minute), query, 'raw', type) });
    }
    return points;
  }
  const stepMs = query.stepMs ?? Math.max(range.endMs - range.startMs, 1);
  const aggr: PostAggr = query.postAggr === 'raw' ? 'first' : query.postAggr;
  const points: Point[] = [];
  const emit = (bucket: number, value: Value | undefined): void => {
    if (value !== undefined)
      points.push({ time: range.startMs + bucket * stepMs, value: finish(value, query, query.postAggr, type) });
  };
  const bucketOf = (minute: number): number => Math.floor((minute * MINUTE_MS - range.startMs) / stepMs);
  if (aggr === 'median' || aggr === 'mode') {
    let bucket = bucketOf(from);
    let values: Value[] = [];
    for (let minute = from; minute <= to; minute += 1) {
      const index = bucketOf(minute);
      if (index !== bucket) {
        emit(bucket, aggregateBucket(values, aggr, type));
        bucket = index;
        values = [];
      }
      values.push(at(minute));
    }
    emit(bucket, aggregateBucket(values, aggr, type));
  } else {
    // Streamed: no list of a bucket's values.
    let bucket = bucketOf(from);
    let count = 0;
    let sum = 0;
    let max = Number.NEGATIVE_INFINITY;
    let min = Number.POSITIVE_INFINITY;
    let first: Value = 0;
    let last: Value = 0;
    const close = (): void => {
      if (count === 0) return;
      const value: Record<string, Value> = {
        count,
        sum,
        mean: sum / count,
        max,
        min,
        spread: max - min,
        first,
        last,
      };
      emit(bucket, value[aggr]);
    };
    for (let minute = from; minute <= to; minute += 1) {
      const index = bucketOf(minute);
      if (index !== bucket) {
        close();
        bucket = index;
        count = 0;
        sum = 0;
        max = Number.NEGATIVE_INFINITY;
        min = Number.POSITIVE_INFINITY;
      }
      const value = at(minute);
      if (count === 0) first = value;
      last = value;
      count += 1;
      if (typeof value !== 'string') {
        const n = asNumber(value);
        sum += n;
        if (n > max) max = n;
        if (n < min) min = n;
      }
    }
    close();
  }
  if (query.order === 'desc') points.reverse();
  return points.slice(query.offset, query.limit === null ? undefined : query.offset + query.limit);
}
