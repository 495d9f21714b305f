import { useStore } from 'react-redux';
import type { AppStore } from './store';

/** The hooks every feature uses (src/store); the app's own store hook adds the signed-in runtime's handle. */
export { useAppDispatch, useAppSelector } from '@/store';
export const useAppStore = useStore.withTypes<AppStore>();
