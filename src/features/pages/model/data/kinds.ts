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

/** The kind a template's name says, by its first keyword found; null for a template the portal cannot draw. */
export function kindOfTemplate(name: string | null | undefined): ComponentKind | null {
  const words = (name ?? '').toLowerCase();
  return KEYWORDS.find(([keyword]) => words.includes(keyword))?.[1] ?? null;
}

/** The kinds that read logged data. */
export const DATA_KINDS: ReadonlySet<ComponentKind> = new Set([
  'line-chart',
  'bar-chart',
  'gauge',
  'single-value',
  'table',
]);
