import { useHostBrandingQuery } from './api';

/** The branding of the host the portal is served from (null when there is none). */
export function useHostBranding() {
  const query = useHostBrandingQuery(location.hostname);
  return { branding: query.data ?? null, isLoaded: query.isSuccess || query.isError };
}
