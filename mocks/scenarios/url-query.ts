import { getFaults, setAppliedQuery, type MalformKind } from './faults';
import { applyScenario, mockControl } from './control';

/**
 * Reads the mock-* query parameters once at worker start:
 * `?mock-reset`, `?mock-latency=800`, `?mock-fail=GroupTypeList:500:2[:GET]`, `?mock-malformed=UserList[:times[:html|truncated|wrong-shape]]`,
 * `?mock-offline`, `?mock-scenario=NAME`. Several values: repeat the parameter or separate with commas.
 * The applied query is remembered in the tab, so reloading the same address does not re-arm it (add `mock-reset` to force).
 */
const KINDS: readonly MalformKind[] = ['html', 'truncated', 'wrong-shape'];

export function applyUrlQuery(search: string): void {
  const params = new URLSearchParams(search);
  const entries = [...params.entries()].filter(([key]) => key.startsWith('mock-'));
  if (entries.length === 0) return;
  const canonical = entries.map(([k, v]) => `${k}=${v}`).join('&');
  const reset = params.has('mock-reset');
  if (!reset && getFaults().appliedQuery === canonical) return;
  const values = (key: string): string[] =>
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  if (reset) mockControl.reset();
  setAppliedQuery(canonical);
  for (const name of values('mock-scenario')) {
    try {
      applyScenario(name);
    } catch (error) {
      // A typo in the address must not stop the app from starting.
      console.warn('[mock backend]', error);
    }
  }
  const latency = params.get('mock-latency');
  if (latency !== null) mockControl.setLatency(Number(latency) || 0);
  if (params.has('mock-offline'))
    mockControl.offline(!['0', 'false', 'off'].includes(params.get('mock-offline') ?? ''));
  for (const spec of values('mock-fail')) {
    const [rel = '', status = '500', times, method] = spec.split(':');
    mockControl.failRel(rel, Number(status), times === undefined || times === '' ? undefined : Number(times), method);
  }
  for (const spec of values('mock-malformed')) {
    const [rel = '', times, kind] = spec.split(':');
    mockControl.malformRel(
      rel,
      times === undefined || times === '' ? undefined : Number(times),
      KINDS.find((k) => k === kind) ?? 'html',
    );
  }
}
