import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Whether the signed-in shell (top bar and drawer) is on screen. The root layout asks it before it puts the
 * api-unavailable page in place of a route: inside the shell, the shell shows that page in its main area instead, so the
 * drawer still leads elsewhere.
 */
const ShellPresence = createContext<(present: boolean) => void>(() => undefined);

export function ShellPresenceProvider({ children }: { children: (shellPresent: boolean) => ReactNode }) {
  const [present, setPresent] = useState(false);
  return <ShellPresence.Provider value={setPresent}>{children(present)}</ShellPresence.Provider>;
}

/** The shell says it is on screen for as long as it is mounted. */
export function useAnnounceShell(): void {
  const setPresent = useContext(ShellPresence);
  useLayoutEffect(() => {
    setPresent(true);
    return () => setPresent(false);
  }, [setPresent]);
}
