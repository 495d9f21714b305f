import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { catchError } from 'rxjs';
import { undoEpic } from '@/features/notices';
import { remindersEpics } from '@/features/reminders';
import { sessionEpics } from '@/features/session';
import { vpnEpics } from '@/features/vpn';
import type { AppDependencies, RootState } from '../store';

type AppEpic = Epic<Action, Action, RootState, AppDependencies>;

/** One root epic; an epic that throws is logged and restarted rather than silently dying. */
export function createRootEpic(): AppEpic {
  const epics = [...sessionEpics, ...vpnEpics, ...remindersEpics, undoEpic] as AppEpic[];
  return (action$, state$, dependencies) =>
    combineEpics(...epics)(action$, state$, dependencies).pipe(
      catchError((error: unknown, source) => {
        console.error('An epic failed and was restarted', error);
        return source;
      }),
    );
}
