import { useEffect, useState } from 'react';

/**
 * How long the first signed-in page has the browser to itself before the background features start (the forced terms
 * of use, reminders, access request status, the request access dialog): like the pages fetched after a delay (see
 * AdminLayout), they are not part of the first page and must not compete with it.
 */
export const BACKGROUND_START_DELAY_MS = 3000;

/** Interactions that start the background at once: the person may be about to use one of its features. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** True from the first interaction, or once the delay has passed, whichever comes first. */
export function useBackgroundStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return undefined;
    const start = () => setStarted(true);
    const timer = window.setTimeout(start, BACKGROUND_START_DELAY_MS);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, once: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
    };
  }, [started]);
  return started;
}
