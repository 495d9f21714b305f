import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/**
 * Leaving with unsaved changes asks first: in the app (the returned router blocker, for the page's own confirmation)
 * and for the browser (reload, closing the tab). `block` is when the router should hold a navigation (by default
 * whenever there are changes); the browser's prompt follows `dirty`.
 */
export function useLeaveGuard(dirty: boolean, block: boolean | BlockerFunction = dirty) {
  const blocker = useBlocker(block);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
