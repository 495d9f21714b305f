/**
 * The tags a logging device of the mock has (docs/MACHINE-DATA.md: pages name tags by `slug`). Every logging device
 * has one data source and the tags of TAG_SPECS that its number allows (deviceTagSpecs): a few lack some, so a page
 * can show "No data for {tag}". The values are a function of time (generator.ts), never stored.
 */

export type TagType = 'bool' | 'int' | 'float' | 'str';

export interface TagSpec {
  /** The tag's `tagId` and its variable's `variableId` (the same on every device). */
  tagId: number;
  slug: string;
  name: string;
  type: TagType;
  unit: string | null;
  /** A counter only increases (energy, parts). */
  counter: boolean;
}

const spec = (
  tagId: number,
  slug: string,
  name: string,
  type: TagType,
  unit: string | null = null,
  counter = false,
): TagSpec => ({ tagId, slug, name, type, unit, counter });

export const TAG_SPECS: readonly TagSpec[] = [
  spec(1, 'temp_zone1', 'Temperature zone 1', 'float', '°C'),
  spec(2, 'temp_zone2', 'Temperature zone 2', 'float', '°C'),
  spec(3, 'temp_oven', 'Oven temperature', 'float', '°C'),
  spec(4, 'pressure', 'Pressure', 'float', 'bar'),
  spec(5, 'motor_current', 'Motor current', 'float', 'A'),
  spec(6, 'line_speed', 'Line speed', 'float', 'm/min'),
  spec(7, 'energy_total', 'Energy consumed', 'float', 'kWh', true),
  spec(8, 'good_parts', 'Good parts', 'int', 'pcs', true),
  spec(9, 'reject_parts', 'Rejected parts', 'int', 'pcs', true),
  spec(10, 'running', 'Running', 'bool'),
  spec(11, 'door_open', 'Door open', 'bool'),
  spec(12, 'machine_state', 'Machine state', 'str'),
];

export const MACHINE_STATES = ['RUNNING', 'IDLE', 'FAULT', 'SETUP'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

/** The number in `ag-007` (0 for another id). */
export const agentNumber = (agentId: string): number => Number(/(\d+)$/.exec(agentId)?.[1] ?? 0);

/**
 * The slugs a device lacks, from its number: every sixth device from the third (a pump: no oven, no line) has 8 tags,
 * every sixth from the fifth lacks `temp_oven` (11), every sixth from the fourth lacks `temp_zone2` and `door_open`
 * (10); the others have all 12.
 */
export function missingSlugs(agentId: string): readonly string[] {
  const n = agentNumber(agentId);
  switch (n % 6) {
    case 3:
      return ['temp_oven', 'line_speed', 'good_parts', 'reject_parts'];
    case 5:
      return ['temp_oven'];
    case 4:
      return ['temp_zone2', 'door_open'];
    default:
      return [];
  }
}

export function deviceTagSpecs(agentId: string): TagSpec[] {
  const missing = missingSlugs(agentId);
  return TAG_SPECS.filter((tag) => !missing.includes(tag.slug));
}

/**
 * Whether the seed has the logging app on for a device (most of them): every device of the seed but `ag-005`..`ag-007`
 * (rate limiting), every eighth and every third of Northwind's (`ag-041`..`ag-054`). A licence activation turns it on
 * for any other device (handlers/licences.ts).
 */
export function loggingSeeded(agentId: string): boolean {
  if (!/^ag-\d+$/.test(agentId)) return false;
  const n = agentNumber(agentId);
  if (n < 1 || n > 60 || (n >= 5 && n <= 7) || n % 8 === 0) return false;
  return !(n >= 41 && n <= 54 && n % 3 === 0);
}
