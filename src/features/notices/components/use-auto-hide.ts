import { useEffect, useRef, useState } from 'react';

/** Handlers for the element whose hover and focus pause the countdown. */
export interface AutoHidePauseHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Calls `onTimeout` once `duration` ms have run (null: never). The countdown pauses while the pointer is over the
 * element, while focus is inside it and while the window is blurred.
 *
 * On resume it runs for the time that was left, not for a fresh period: MUI's Snackbar restarts with half the full
 * duration, which can make a notice read at length disappear sooner or later than announced; the remaining time keeps
 * the total visible, unattended time equal to the snackbar's duration.
 */
export function useAutoHide(duration: number | null, onTimeout: () => void): AutoHidePauseHandlers {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const remaining = useRef(duration ?? 0);
  const latestOnTimeout = useRef(onTimeout);
  useEffect(() => {
    latestOnTimeout.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (duration === null) return undefined;
    const blurred = () => setWindowBlurred(true);
    const focusedAgain = () => setWindowBlurred(false);
    window.addEventListener('blur', blurred);
    window.addEventListener('focus', focusedAgain);
    return () => {
      window.removeEventListener('blur', blurred);
      window.removeEventListener('focus', focusedAgain);
    };
  }, [duration]);

  const paused = hovered || focused || windowBlurred;
  useEffect(() => {
    if (duration === null || paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => latestOnTimeout.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [duration, paused]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
