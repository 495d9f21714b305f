import { AdminGate } from '../routes/admin-gate';
import { AdminLayout } from './admin-layout';

/** The admin shell as one lazy chunk: the sign-in page does not download the drawer, top bar and menus. */
export function AdminRoute() {
  return (
    <AdminGate>
      <AdminLayout />
    </AdminGate>
  );
}
