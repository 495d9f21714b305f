import type { Entity } from './base-types';

export interface App extends Entity {
  name: string;
  description: string | null;
  installed: boolean;
  enabled: boolean;
  _installedIn: string[];
}

/** The app tables of the mock database (seed-apps.ts). */
export interface AppTables {
  apps: App[];
}
