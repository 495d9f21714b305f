import { pad } from './prng';
import type { App, AppTables } from './types';

const APPS: readonly (readonly [name: string, description: string | null])[] = [
  ['Alarming', 'Alarm notifications for devices'],
  ['Logging', 'Historical data logging'],
  ['Reports', 'Scheduled reports'],
  ['Router display', 'Screensaver and display settings'],
  ['Webhooks', 'Outgoing webhooks'],
  ['MQTT bridge', 'Forward data to MQTT'],
];

/**
 * Acme has every state: Alarming and Logging installed and enabled, Reports installed and disabled, the other three not
 * installed. Northwind has Webhooks.
 */
function seedAppList(): App[] {
  return APPS.map(([name, description], index) => ({
    publicId: `app-${pad(index + 1)}`,
    name,
    description,
    installed: false,
    enabled: false,
    _installedIn: index < 3 ? ['c-acme'] : index === 4 ? ['c-north'] : [],
    _disabledIn: index === 2 ? ['c-acme'] : [],
  }));
}

/** Installable apps. */
export function seedApps(): AppTables {
  return { apps: seedAppList() };
}
