import type { ApiRequest } from '@/api';
import * as v from '@/lib/validate';

/** AppList item (docs/API.md, *chosen here*): installed and enabled for the selected company. */
export const appSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  description: v.withDefault(v.nullable(v.string()), null),
  installed: v.withDefault(v.boolean(), false),
  enabled: v.withDefault(v.boolean(), false),
});
export type App = v.Infer<typeof appSchema>;

export const APP_FIELDS = ['publicId', 'name', 'description', 'installed', 'enabled'];

/** AppInstall GET with `fields=name,publicId` (docs/RULES.md#apps): what the install will install, as the server names it. */
export const appInstallSchema = v.object({ publicId: v.string(), name: v.string() });
export type AppToInstall = v.Infer<typeof appInstallSchema>;
export const APP_INSTALL_FIELDS = ['name', 'publicId'];

export type AppState = 'notInstalled' | 'enabled' | 'disabled';

/** An app that is not installed is neither enabled nor disabled, whatever `enabled` says. */
export function appState(app: Pick<App, 'installed' | 'enabled'>): AppState {
  if (!app.installed) return 'notInstalled';
  return app.enabled ? 'enabled' : 'disabled';
}

export const CONFIG_UPDATE_REL = 'AppConfigUpdate';

/** The `{name}` placeholders of a discovered link template. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/**
 * AppConfigUpdate PATCH `{enabled}` for one app. The platform's path (`/app-configs`) names no app and its body is only
 * `{enabled}`, so the app is named where the discovered template has room for it: every placeholder of the template
 * (`{publicId}`) takes the app's publicId; a template without one gets it as the `publicId` query parameter
 * (*chosen here*). `template` undefined (discovery not read or no such rel): the path is left to the base query.
 */
export function configUpdateRequest(template: string | undefined, publicId: string, enabled: boolean): ApiRequest {
  const names = template === undefined ? ['publicId'] : placeholdersOf(template);
  return {
    rel: CONFIG_UPDATE_REL,
    method: 'PATCH',
    params: Object.fromEntries((names.length > 0 ? names : ['publicId']).map((name) => [name, publicId])),
    ...(names.length === 0 ? { search: { publicId } } : {}),
    body: { enabled },
  };
}
