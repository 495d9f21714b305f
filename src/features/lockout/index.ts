export type { LockoutChange } from './model/lockout';
export { useLockoutGuard } from './hooks/use-lockout-guard';
export { LockoutDialog } from './components/lockout-dialog';
