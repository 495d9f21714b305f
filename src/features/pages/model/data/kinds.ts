/** The kinds of component the portal draws (docs/MACHINE-DATA.md, Which kind a component is). */
export const COMPONENT_KINDS = [
  'line-chart',
  'bar-chart',
  'gauge',
  'single-value',
  'alarms',
  'table',
  'image',
  'text',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** The keyword of each kind in a template's name, in the order they are looked for. */
const KEYWORDS: readonly (readonly [string, ComponentKind])[] = [
  ['line', 'line-chart'],
  ['bar', 'bar-chart'],
  ['gauge', 'gauge'],
  ['value', 'single-value'],
  ['alarm', 'alarms'],
  ['table', 'table'],
  ['image', 'image'],
  ['text', 'text'],
];

/** Where a word starts: `line` in "Line chart", "Multi-line" and "LineChart", not in "timeline" or "online". */
const startsAWord = (words: string, keyword: string): boolean => new RegExp(`(?:^|[^a-z])${keyword}`).test(words);

/**
 * The kind a template's name says, by its first keyword found (a keyword starting a word, so "Status timeline" is no
 * line chart); null for a template the portal cannot draw.
 */
export function kindOfTemplate(name: string | null | undefined): ComponentKind | null {
  const words = (name ?? '').toLowerCase();
  return KEYWORDS.find(([keyword]) => startsAWord(words, keyword))?.[1] ?? null;
}

/** The kinds that read logged data. */
export const DATA_KINDS: ReadonlySet<ComponentKind> = new Set([
  'line-chart',
  'bar-chart',
  'gauge',
  'single-value',
  'table',
]);
