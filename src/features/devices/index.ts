export { canSeeDevices } from './model/visibility';

/** The devices pages are their own chunk: the shell imports this index for the rule above without downloading them. */
export const loadDevicesPages = () => import('./components/pages');
