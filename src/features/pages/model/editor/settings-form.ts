import { z } from 'zod';
import type { ComponentKind } from '@/features/pages/model/data/kinds';
import {
  SLUG_PATTERN,
  TAG_LIMITS,
  readSettings,
  safeImageUrl,
  type ComponentSettings,
  type RuleOperator,
} from '@/features/pages/model/data/settings';
import type { SheetDimensions } from '@/features/pages/model/data/sheet';

/** A component's settings as the dialog edits them: numbers as typed text, tags chosen or typed. */
export interface SettingsFormValues {
  title: string;
  tags: string[];
  /** The tags as slugs separated by commas, when no preview device offers its tags. */
  tagText: string;
  aggregation: string;
  interval: string;
  unit: string;
  decimals: string;
  rules: { operator: RuleOperator; value: string; colour: string }[];
  thresholds: { value: string; label: string }[];
  min: string;
  max: string;
  bands: { from: string; to: string; colour: string }[];
  html: string;
  url: string;
  alt: string;
  mobileOrder: string;
  mobileCols: string;
  mobileHeight: string;
}

const E = {
  tagsRequired: 'pages.editor.settings.errors.tagsRequired',
  tagsTooMany: 'pages.editor.settings.errors.tagsTooMany',
  slug: 'pages.editor.settings.errors.slug',
  number: 'pages.editor.settings.errors.number',
  decimals: 'pages.editor.settings.errors.decimals',
  colour: 'pages.editor.settings.errors.colour',
  minMax: 'pages.editor.settings.errors.minMax',
  fromTo: 'pages.editor.settings.errors.fromTo',
  https: 'pages.editor.settings.errors.https',
  titleTooLong: 'pages.editor.settings.errors.titleTooLong',
  whole: 'pages.editor.settings.errors.whole',
} as const;

export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const numberText = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};
const wholeIn = (text: string, low: number, high: number): boolean => {
  const value = numberText(text);
  return value !== null && Number.isInteger(value) && value >= low && value <= high;
};
/** The typed slugs, each once (as `readSettings` counts them). */
const splitSlugs = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((slug) => slug.trim())
      .filter(Boolean),
  ),
];

const str = z.string();
const numberField = str.refine((text) => numberText(text) !== null, { message: E.number });
const colourField = str.refine((text) => COLOUR_PATTERN.test(text.trim()), { message: E.colour });
const optionalWhole = (low: number, high: number) =>
  str.refine((text) => !text.trim() || wholeIn(text, low, high), { message: E.whole });

/** The dialog's rules for a component of `kind`; `typedTags` when tags are typed as slugs (no preview device). */
export function settingsFormSchema(kind: ComponentKind, typedTags: boolean) {
  const most = kind in TAG_LIMITS ? TAG_LIMITS[kind as keyof typeof TAG_LIMITS] : 0;
  return z
    .object({
      title: str.max(255, { message: E.titleTooLong }),
      tags: z.array(str),
      tagText: str,
      aggregation: str,
      interval: str,
      unit: str,
      decimals: str.refine((text) => !text.trim() || wholeIn(text, 0, 7), { message: E.decimals }),
      rules: z.array(z.object({ operator: z.enum(['lt', 'gt', 'eq']), value: numberField, colour: colourField })),
      thresholds: z.array(z.object({ value: numberField, label: str })),
      min: kind === 'gauge' ? numberField : str,
      max: kind === 'gauge' ? numberField : str,
      bands: z.array(z.object({ from: numberField, to: numberField, colour: colourField })),
      html: str,
      url: str.refine((text) => kind !== 'image' || !text.trim() || safeImageUrl(text.trim()) !== null, {
        message: E.https,
      }),
      alt: str,
      mobileOrder: optionalWhole(0, 65535),
      mobileCols: optionalWhole(1, 12),
      mobileHeight: optionalWhole(1, 72),
    })
    .superRefine((values, context) => {
      if (most > 0) {
        const field = typedTags ? 'tagText' : 'tags';
        const tags = typedTags ? splitSlugs(values.tagText) : values.tags;
        if (tags.length === 0) context.addIssue({ code: 'custom', path: [field], message: E.tagsRequired });
        else if (tags.length > most) context.addIssue({ code: 'custom', path: [field], message: E.tagsTooMany });
        else if (!tags.every((slug) => SLUG_PATTERN.test(slug)))
          context.addIssue({ code: 'custom', path: [field], message: E.slug });
      }
      if (kind === 'gauge') {
        const [min, max] = [numberText(values.min), numberText(values.max)];
        if (min !== null && max !== null && min >= max)
          context.addIssue({ code: 'custom', path: ['max'], message: E.minMax });
      }
      values.bands.forEach((band, index) => {
        const [from, to] = [numberText(band.from), numberText(band.to)];
        if (from !== null && to !== null && from >= to)
          context.addIssue({ code: 'custom', path: ['bands', index, 'to'], message: E.fromTo });
      });
    });
}

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The dialog's values from a component's settings (its defaults when they cannot be read) and its phone layout. */
export function settingsFormValues(
  kind: ComponentKind,
  settings: ComponentSettings | null,
  dimensions: SheetDimensions | null,
): SettingsFormValues {
  const read = settings ?? readSettings(kind, '{}')!;
  const has = <K extends string>(key: K): Partial<Record<K, unknown>> =>
    key in read ? (read as unknown as Record<K, unknown>) : {};
  const textOf = (key: string): string => {
    const value = has(key)[key];
    return typeof value === 'string' ? value : '';
  };
  const tags = (has('tags').tags as string[] | undefined) ?? [];
  return {
    title: read.title,
    tags,
    tagText: tags.join(', '),
    aggregation: textOf('aggregation'),
    interval: textOf('interval'),
    unit: textOf('unit'),
    decimals: text(has('decimals').decimals as number | null | undefined),
    rules: ((has('rules').rules as { operator: RuleOperator; value: number; colour: string }[]) ?? []).map((rule) => ({
      ...rule,
      value: String(rule.value),
    })),
    thresholds: ((has('thresholds').thresholds as { value: number; label?: string }[]) ?? []).map((threshold) => ({
      value: String(threshold.value),
      label: threshold.label ?? '',
    })),
    min: text(has('min').min as number | undefined),
    max: text(has('max').max as number | undefined),
    bands: ((has('bands').bands as { from: number; to: number; colour: string }[]) ?? []).map((band) => ({
      from: String(band.from),
      to: String(band.to),
      colour: band.colour,
    })),
    html: textOf('html'),
    url: textOf('url'),
    alt: textOf('alt'),
    mobileOrder: text(dimensions?.mobileOrder),
    mobileCols: text(dimensions?.mobileCols),
    mobileHeight: text(dimensions?.mobileHeight),
  };
}

const num = (value: string): number => numberText(value) ?? 0;
const maybe = (value: string): number | null => numberText(value);

/** The settings the checked values say, for the component's kind (what `writeSettings` stores). */
export function settingsOf(kind: ComponentKind, values: SettingsFormValues, typedTags: boolean): ComponentSettings {
  const title = values.title.trim();
  const tags = typedTags ? splitSlugs(values.tagText) : values.tags;
  const rules = values.rules.map((rule) => ({ operator: rule.operator, value: num(rule.value), colour: rule.colour }));
  const value = {
    tags,
    aggregation: values.aggregation,
    decimals: maybe(values.decimals),
    unit: values.unit.trim() || null,
    rules,
  };
  switch (kind) {
    case 'line-chart':
      return {
        kind,
        title,
        tags,
        aggregation: values.aggregation as 'mean',
        thresholds: values.thresholds.map((threshold) =>
          threshold.label.trim()
            ? { value: num(threshold.value), label: threshold.label.trim() }
            : { value: num(threshold.value) },
        ),
      };
    case 'bar-chart':
      return { kind, title, tags, interval: values.interval as 'day' };
    case 'single-value':
      return { kind, title, ...value, aggregation: values.aggregation as 'latest' };
    case 'gauge':
      return {
        kind,
        title,
        ...value,
        aggregation: values.aggregation as 'latest',
        min: num(values.min),
        max: num(values.max),
        bands: values.bands.map((band) => ({ from: num(band.from), to: num(band.to), colour: band.colour })),
      };
    case 'table':
      return { kind, title, tags, aggregation: values.aggregation as 'raw', interval: values.interval as 'hour' };
    case 'text':
      return { kind, title, html: values.html };
    case 'image':
      return { kind, title, url: values.url.trim() || null, alt: values.alt };
    case 'alarms':
      return { kind, title };
  }
}

/** The sheet dimensions with the phone fields the values give (a field left empty is left out). */
export function withPhoneLayout(dimensions: SheetDimensions, values: SettingsFormValues): SheetDimensions {
  const { mobileOrder: _o, mobileCols: _c, mobileHeight: _h, ...rest } = dimensions;
  const phone: Partial<SheetDimensions> = {};
  if (values.mobileOrder.trim()) phone.mobileOrder = num(values.mobileOrder);
  if (values.mobileCols.trim()) phone.mobileCols = num(values.mobileCols);
  if (values.mobileHeight.trim()) phone.mobileHeight = num(values.mobileHeight);
  return { ...rest, ...phone };
}
