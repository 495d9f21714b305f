import { useCurrentSession } from '@/features/session';

/** The issuer an authenticator app lists the codes under: the sector's name, else the host. */
export function useIssuer(): string {
  const { sector } = useCurrentSession();
  return sector?.name ?? window.location.hostname;
}
