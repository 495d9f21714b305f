/**
 * Which actors get a badge. Support: the platform's support staff acting in the company. System: no person acted —
 * the device itself (`agent`), the webshop integration and SCIM provisioning. A `client` is a person of the company
 * (no badge); a type the platform adds later gets no badge either.
 */
export type ActorBadge = 'support' | 'system';

const SYSTEM_TYPES: readonly string[] = ['agent', 'webshopintegration', 'scim-provisioning'];

export function actorBadge(type: string): ActorBadge | null {
  if (type === 'support') return 'support';
  return SYSTEM_TYPES.includes(type) ? 'system' : null;
}
