/**
 * When the page reads its data again (docs/MACHINE-DATA.md, Refresh): every `seconds` while the tab is visible; a tick
 * that finds the tab hidden or the last read still running is kept as due, and the due read starts as soon as the tab
 * is visible and idle again. Pure: the hook gives it the clock's ticks and the tab's state.
 */
export interface RefreshState {
  due: boolean;
}

export type RefreshEvent = { kind: 'tick' } | { kind: 'visible' } | { kind: 'settled' };

export interface RefreshContext {
  visible: boolean;
  reading: boolean;
}

/** The state after an event, and whether a read starts now. */
export function nextRefresh(
  state: RefreshState,
  event: RefreshEvent,
  context: RefreshContext,
): { state: RefreshState; read: boolean } {
  const wanted = event.kind === 'tick' || state.due;
  if (!wanted) return { state, read: false };
  if (!context.visible || context.reading) return { state: { due: true }, read: false };
  return { state: { due: false }, read: true };
}

/** A refresh rate worth a timer: whole seconds from 5 (a faster one reads every 5 s); none below 1. */
export function refreshMs(seconds: number | null | undefined): number | null {
  if (!seconds || seconds < 1 || !Number.isFinite(seconds)) return null;
  return Math.max(5, Math.round(seconds)) * 1000;
}
