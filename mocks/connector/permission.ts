import { mockConnectorCore } from './connector';
import type { ConnectorMode } from './state';

/**
 * The browser's local-network permission as the mock client's mode implies it: denied when blocked, else granted.
 * Installed over `navigator.permissions.query` for that one permission name; other names go to the browser.
 */
class MockPermissionStatus extends EventTarget {
  readonly name = 'local-network-access';
  onchange: ((this: PermissionStatus, ev: Event) => unknown) | null = null;
  state: PermissionState;

  constructor(mode: ConnectorMode) {
    super();
    this.state = mode === 'blocked' ? 'denied' : 'granted';
  }

  update(mode: ConnectorMode): void {
    const next: PermissionState = mode === 'blocked' ? 'denied' : 'granted';
    if (next === this.state) return;
    this.state = next;
    this.dispatchEvent(new Event('change'));
  }
}

export function installPermissionMock(): void {
  if (typeof navigator === 'undefined' || !navigator.permissions) return;
  const status = new MockPermissionStatus(mockConnectorCore.state.mode);
  mockConnectorCore.onModeChange((mode) => status.update(mode));
  const original = navigator.permissions.query.bind(navigator.permissions);
  const query = (descriptor: PermissionDescriptor): Promise<PermissionStatus> =>
    (descriptor.name as string) === 'local-network-access'
      ? Promise.resolve(status as unknown as PermissionStatus)
      : original(descriptor);
  Object.defineProperty(navigator.permissions, 'query', { value: query, configurable: true });
}
