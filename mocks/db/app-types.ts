import type { Entity } from './base-types';

/**
 * An installable app. `installed` and `enabled` are per company, so they are never stored: AppList works them out
 * for the selected company from `_installedIn` and `_disabledIn`.
 */
export interface App extends Entity {
  name: string;
  description: string | null;
  installed: boolean;
  enabled: boolean;
  /** The companies that installed the app. */
  _installedIn: string[];
  /** The companies that installed it and then disabled it (AppConfigUpdate `enabled: false`); a subset of `_installedIn`. */
  _disabledIn: string[];
}

/** The app tables of the mock database (seed-apps.ts). */
export interface AppTables {
  apps: App[];
}
