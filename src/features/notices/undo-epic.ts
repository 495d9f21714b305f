import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, ignoreElements, tap } from 'rxjs';
import { runUndo, undoPressed } from './model/undo';

/** A notice's Undo pressed: runs what the change registered for it. */
export const undoEpic: Epic<Action, Action> = (action$) =>
  action$.pipe(
    filter(undoPressed.match),
    tap(({ payload }) => runUndo(payload)),
    ignoreElements(),
  );
