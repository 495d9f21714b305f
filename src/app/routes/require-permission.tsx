import type { ReactNode } from 'react';
import { usePermissions, type PermissionSet } from '@/features/session';
import { NotAllowedPage } from '../shell/not-allowed-page';

/** A route guard that shows not-allowed in place, keeping the address. */
export function RequirePermission({
  allow,
  children,
}: {
  allow: (permissions: PermissionSet) => boolean;
  children: ReactNode;
}) {
  return allow(usePermissions()) ? <>{children}</> : <NotAllowedPage />;
}
