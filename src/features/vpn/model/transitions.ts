import type { ConnectorStatus } from './connector-types';

export type TransitionEffect = 'installationFound' | 'communicationLost' | 'resume' | 'dismissLost';

/**
 * What a change of connector status announces: missing → found says the installation was found (3 s); lost after
 * missing (the client answers but its status stream cannot be reached) is a persistent notice with Retry; lost → found
 * resumes; any found takes the lost notice away.
 */
export function transitionEffects(previous: ConnectorStatus, next: ConnectorStatus): TransitionEffect[] {
  const effects: TransitionEffect[] = [];
  if (previous === 'missing' && next === 'found') effects.push('installationFound');
  if ((previous === 'missing' || previous === 'unknown') && next === 'lost') effects.push('communicationLost');
  if (previous === 'lost' && next === 'found') effects.push('resume');
  if (next === 'found') effects.push('dismissLost');
  return effects;
}
