import { Navigate } from 'react-router-dom';
import { useCurrentSession } from '@/features/session';
import { NotAllowedPage } from '../shell/not-allowed-page';
import { homeRedirectPath } from '../shell/menu';

/** Home is empty: it sends the person to their first page, or shows not-allowed without changing the address. */
export function HomePage() {
  const { permissions, companyId } = useCurrentSession();
  const target = homeRedirectPath(permissions, companyId !== null);
  return target ? <Navigate to={target} replace /> : <NotAllowedPage />;
}
