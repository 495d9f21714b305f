import { pad } from './prng';
import type { App, AppTables } from './types';

function seedAppList(): App[] {
  const apps: [string, string][] = [['Alarming', 'Alarm notifications for devices'], ['Logging', 'Historical data logging'],
    ['Reports', 'Scheduled reports'], ['Router display', 'Screensaver and display settings'], ['Webhooks', 'Outgoing webhooks'], ['MQTT bridge', 'Forward data to MQTT']];
  return apps.map(([name, description], index) => ({
    publicId: `app-${pad(index + 1)}`, name, description, installed: false, enabled: true, _installedIn: index < 3 ? ['c-acme'] : index === 4 ? ['c-north'] : [],
  }));
}

/** Installable apps. */
export function seedApps(): AppTables {
  return { apps: seedAppList() };
}
