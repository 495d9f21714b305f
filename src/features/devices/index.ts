export { canSeeDevices } from './model/visibility';

/** The devices pages are their own chunk: the shell imports this index for the rule above without downloading them. */
export const loadDevicesPages = () => import('./components/devices-routes');

/** The running access in the VPN status bar: its own chunk, downloaded only while the status bar shows. */
export const loadStatusBarAccess = () =>
  import('./components/status-bar-access').then((module) => ({ default: module.StatusBarAccess }));
