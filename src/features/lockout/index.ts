export {
  lockoutVerdict,
  GUARDED_RIGHTS,
  type LockoutChange,
  type LockoutVerdict,
  type LockoutWorld,
} from './model/lockout';
export { useLockoutGuard } from './hooks/use-lockout-guard';
export { LockoutDialog } from './components/lockout-dialog';
