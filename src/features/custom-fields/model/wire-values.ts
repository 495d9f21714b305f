/**
 * The values of custom fields on a device, asset or user (`custom`, keyed by the field's slug), as the platform takes
 * them (a boolean, a whole number or text). Apart from the rules (./values.ts) so that a page reading resources with
 * their `custom` does not download the rules and their texts before it shows them.
 */
export type WireValue = string | number | boolean | null;
export type CustomValues = Record<string, unknown>;

/** A resource's `custom` as it comes: an object of values by slug; anything else reads as none. */
export function readCustomValues(raw: unknown): CustomValues | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as CustomValues) : null;
}
