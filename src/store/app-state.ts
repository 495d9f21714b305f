import type { baseApi } from '@/api';

/**
 * The state of a signed-in page, as features see it. It names no feature: each slice adds its own part where it is
 * defined, by declaration merging (RTK's pattern for lazily injected slices):
 *
 *     declare module '@/store/app-state' {
 *       interface AppState extends WithVpn {}
 *     }
 *
 * The signed-in slices are typed as present, as the app's RootState types them (`src/app/store.ts`, which checks that
 * both agree): the signed-in routes render only once they are injected.
 */
export interface AppState {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}
