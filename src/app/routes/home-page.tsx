import { Navigate } from 'react-router-dom';
import { usePermissions } from '../../features/session';
import { NotAllowedPage } from '../shell/not-allowed-page';
import { homeRedirectPath } from '../shell/menu';

/** Home is empty: it sends the person to their first page, or shows not-allowed without changing the address. */
export function HomePage() {
  const target = homeRedirectPath(usePermissions());
  return target ? <Navigate to={target} replace /> : <NotAllowedPage />;
}
