import { cssColour } from '@/lib/contrast';
import type { ComponentKind } from './kinds';

/** docs/MACHINE-DATA.md, `inputs`: each kind's settings, read from the component's JSON text. */
export type LineAggregation = 'mean' | 'min' | 'max';
export type ValueAggregation = 'latest' | 'last' | 'mean' | 'max' | 'min' | 'sum';
export type TableAggregation = 'raw' | 'mean' | 'min' | 'max' | 'sum' | 'last';
export type BarInterval = 'hour' | 'day' | 'month';
export type TableInterval = 'minute' | 'hour' | 'day';
export type RuleOperator = 'lt' | 'gt' | 'eq';

export interface ColourRule {
  operator: RuleOperator;
  value: number;
  colour: string;
}
export interface Threshold {
  value: number;
  label?: string;
}
export interface Band {
  from: number;
  to: number;
  colour: string;
}

export const LINE_AGGREGATIONS = ['mean', 'min', 'max'] as const satisfies readonly LineAggregation[];
export const VALUE_AGGREGATIONS = [
  'latest',
  'last',
  'mean',
  'max',
  'min',
  'sum',
] as const satisfies readonly ValueAggregation[];
export const TABLE_AGGREGATIONS = [
  'raw',
  'mean',
  'min',
  'max',
  'sum',
  'last',
] as const satisfies readonly TableAggregation[];
export const BAR_INTERVALS = ['hour', 'day', 'month'] as const satisfies readonly BarInterval[];
export const TABLE_INTERVALS = ['minute', 'hour', 'day'] as const satisfies readonly TableInterval[];
export const RULE_OPERATORS = ['lt', 'gt', 'eq'] as const satisfies readonly RuleOperator[];

/** How many tags each data kind takes. */
export const TAG_LIMITS = {
  'line-chart': 6,
  'bar-chart': 1,
  'single-value': 1,
  gauge: 1,
  table: 8,
} as const;

interface Titled {
  title: string;
}
export type LineChartSettings = Titled & {
  kind: 'line-chart';
  tags: string[];
  aggregation: LineAggregation;
  thresholds: Threshold[];
};
export type BarChartSettings = Titled & { kind: 'bar-chart'; tags: string[]; interval: BarInterval };
export interface ValueSettings {
  tags: string[];
  aggregation: ValueAggregation;
  decimals: number | null;
  unit: string | null;
  rules: ColourRule[];
}
export type SingleValueSettings = Titled & ValueSettings & { kind: 'single-value' };
export type GaugeSettings = Titled & ValueSettings & { kind: 'gauge'; min: number; max: number; bands: Band[] };
export type TableSettings = Titled & {
  kind: 'table';
  tags: string[];
  aggregation: TableAggregation;
  interval: TableInterval;
};
export type TextSettings = Titled & { kind: 'text'; html: string };
export type ImageSettings = Titled & { kind: 'image'; url: string | null; alt: string };
export type AlarmsSettings = Titled & { kind: 'alarms' };

export type ComponentSettings =
  | LineChartSettings
  | BarChartSettings
  | SingleValueSettings
  | GaugeSettings
  | TableSettings
  | TextSettings
  | ImageSettings
  | AlarmsSettings;
export type DataSettings = LineChartSettings | BarChartSettings | SingleValueSettings | GaugeSettings | TableSettings;

/** A tag's slug as the platform allows it (`^[a-zA-Z0-9_\[\]-]+$`, at most 64). */
export const SLUG_PATTERN = /^[a-zA-Z0-9_[\]-]{1,64}$/;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;
const listOf = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.flatMap((item) => read(item) ?? []) : [];

const slugs = (value: unknown, most: number): string[] =>
  [...new Set(listOf(value, (item) => (typeof item === 'string' && SLUG_PATTERN.test(item) ? item : null)))].slice(
    0,
    most,
  );

const decimals = (value: unknown): number | null => {
  const count = finite(value);
  return count !== null && Number.isInteger(count) && count >= 0 && count <= 7 ? count : null;
};

const unit = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const rule = (item: unknown): ColourRule | null => {
  if (!isFields(item)) return null;
  const value = finite(item.value);
  const colour = cssColour(text(item.colour, ''));
  if (value === null || !colour || !RULE_OPERATORS.includes(item.operator as RuleOperator)) return null;
  return { operator: item.operator as RuleOperator, value, colour };
};

const threshold = (item: unknown): Threshold | null => {
  if (!isFields(item)) return null;
  const value = finite(item.value);
  if (value === null) return null;
  const label = typeof item.label === 'string' && item.label.trim() ? item.label.trim() : undefined;
  return label ? { value, label } : { value };
};

const band = (item: unknown): Band | null => {
  if (!isFields(item)) return null;
  const from = finite(item.from);
  const to = finite(item.to);
  const colour = cssColour(text(item.colour, ''));
  return from !== null && to !== null && from < to && colour ? { from, to, colour } : null;
};

/** An https address, else null: an image is never fetched over plain http or from a script URL. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const valueSettings = (fields: Fields): ValueSettings => ({
  tags: slugs(fields.tags, 1),
  aggregation: oneOf(fields.aggregation, VALUE_AGGREGATIONS, 'latest'),
  decimals: decimals(fields.decimals),
  unit: unit(fields.unit),
  rules: listOf(fields.rules, rule),
});

/**
 * A component's settings from its `inputs` text, for its kind: a setting that does not fit is left out and its default
 * used. Null when the text is not a JSON object at all.
 */
export function readSettings(kind: ComponentKind, inputs: string | null | undefined): ComponentSettings | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(inputs || '{}');
  } catch {
    return null;
  }
  if (!isFields(parsed)) return null;
  const title = text(parsed.title, '');
  switch (kind) {
    case 'line-chart':
      return {
        kind,
        title,
        tags: slugs(parsed.tags, TAG_LIMITS[kind]),
        aggregation: oneOf(parsed.aggregation, LINE_AGGREGATIONS, 'mean'),
        thresholds: listOf(parsed.thresholds, threshold),
      };
    case 'bar-chart':
      return { kind, title, tags: slugs(parsed.tags, 1), interval: oneOf(parsed.interval, BAR_INTERVALS, 'day') };
    case 'single-value':
      return { kind, title, ...valueSettings(parsed) };
    case 'gauge': {
      const min = finite(parsed.min) ?? 0;
      const max = finite(parsed.max) ?? 100;
      return {
        kind,
        title,
        ...valueSettings(parsed),
        ...(min < max ? { min, max } : { min: 0, max: 100 }),
        bands: listOf(parsed.bands, band),
      };
    }
    case 'table':
      return {
        kind,
        title,
        tags: slugs(parsed.tags, TAG_LIMITS[kind]),
        aggregation: oneOf(parsed.aggregation, TABLE_AGGREGATIONS, 'raw'),
        interval: oneOf(parsed.interval, TABLE_INTERVALS, 'hour'),
      };
    case 'text':
      return { kind, title, html: text(parsed.html, '') };
    case 'image':
      return { kind, title, url: safeImageUrl(parsed.url), alt: text(parsed.alt, '') };
    case 'alarms':
      return { kind, title };
  }
}

/** Settings as the `inputs` text the platform stores (the kind is the template's, not written). */
export function writeSettings(settings: ComponentSettings): string {
  const { kind: _kind, ...rest } = settings;
  const kept = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== null && value !== '' && value !== undefined),
  );
  return JSON.stringify(kept);
}

export const isDataSettings = (settings: ComponentSettings): settings is DataSettings => settings.kind in TAG_LIMITS;

/** The first colour rule that holds for `value` (docs/MACHINE-DATA.md: the first that holds wins). */
export function ruleFor(rules: readonly ColourRule[], value: number): ColourRule | null {
  return (
    rules.find((candidate) =>
      candidate.operator === 'lt'
        ? value < candidate.value
        : candidate.operator === 'gt'
          ? value > candidate.value
          : value === candidate.value,
    ) ?? null
  );
}
