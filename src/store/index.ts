export { useAppDispatch, useAppSelector, useAppStore, type AppDispatch } from './hooks';
export type { AppState } from './app-state';
