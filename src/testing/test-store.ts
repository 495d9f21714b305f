import { NEVER } from 'rxjs';
import { createAppStore, type AppDependencies, type RootState } from '../app/store';

/** The app's store for tests: the tab's localStorage, no storage events, always online, no reload; the deployed version never answers unless given. */
export function createTestStore(preloadedState: Partial<RootState> = {}, dependencies: Partial<AppDependencies> = {}) {
  return createAppStore({
    dependencies: {
      storage: localStorage,
      storageChanges$: NEVER,
      now: Date.now,
      watchOnline: () => () => undefined,
      fetchDeployedVersion: () => new Promise<string>(() => undefined),
      reload: () => undefined,
      ...dependencies,
    },
    preloadedState,
  });
}
