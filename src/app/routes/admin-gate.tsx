import type { ReactNode } from 'react';
import { useHostBranding } from '@/features/branding';
import { FullPageSpinner, SessionGate } from '@/features/session';

/** The admin area opens once discovery, the user's sector (SessionGate) and the host branding are loaded. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { isLoaded } = useHostBranding();
  return <SessionGate>{isLoaded ? children : <FullPageSpinner />}</SessionGate>;
}
