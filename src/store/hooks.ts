import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppState } from './app-state';

/** The store's dispatch as features use it: plain actions and thunks (RTK Query's `initiate`, `updateQueryData`). */
export type AppDispatch = ThunkDispatch<AppState, undefined, UnknownAction>;

/** The store as features read it outside a render (a callback that needs the state at that moment). */
type AppStoreView = Omit<Store<AppState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<AppStoreView>();
