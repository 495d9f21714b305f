/**
 * The longest name the platform takes for a named resource: group types, asset types, groups, roles, access
 * categories, cloud functions, MQTT brokers and clients, custom fields, a person's name. Counted in characters.
 */
export const NAME_MAX_LENGTH = 255;

/** Names compare as the server compares them: trimmed and case-insensitive ("Line 3" is " line 3 "). */
export const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
