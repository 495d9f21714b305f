import { createAction } from '@reduxjs/toolkit';

/**
 * Undo in a notice: the snackbar's button dispatches `undoPressed(id)` (a plain, serialisable event), and the
 * signed-in runtime's epic runs what was registered under that id. The functions stay here, outside the store.
 */
export const undoPressed = /* @__PURE__ */ createAction<string>('notices/undoPressed');

const undoActions = new Map<string, () => void>();
let sequence = 0;

/** Keeps `run` until its notice's Undo is pressed (at most the latest 20: older notices have long gone). */
export function registerUndo(run: () => void): string {
  sequence += 1;
  const id = `undo-${sequence}`;
  undoActions.set(id, run);
  for (const old of [...undoActions.keys()].slice(0, Math.max(0, undoActions.size - 20))) undoActions.delete(old);
  return id;
}

/** Runs the undo registered under `id`, once. */
export function runUndo(id: string): void {
  const run = undoActions.get(id);
  undoActions.delete(id);
  run?.();
}
