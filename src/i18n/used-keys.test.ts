import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every key of the English catalogues is used by the app's code (tests, test helpers and comments left out: a key only
 * a test names is dead): written out as a string (`'users.title'`, also through a string constant of its file,
 * `${KEY}.REQUIRED`), named relative to a `keyPrefix` (RELATIVE), or built at run time from a pattern listed below. An
 * entry of those lists that no code builds, or that only keys written out elsewhere match, fails too: the lists stay
 * honest.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Keys the code builds in a template, written as the template with `*` for each `${…}`. A key counts when each `*`
 * stands for a value the code names (a union type, a list, a `switch`): `pages.types.*` covers `pages.types.device`
 * because `'device'` is written out somewhere. Each entry under the file that builds it.
 */
const BUILT_AT_RUN_TIME = [
  // src/features/access-categories/components/audience-form-dialog.tsx
  'accessCategories.types.*',
  // src/features/access-requests/components/my-requests-page.tsx
  'accessRequests.mine.filters.*',
  // `${state.kind}${variant}`: a decision's by, on or both
  'accessRequests.mine.states.**',
  // src/features/access-requests/components/request-clash-alert.tsx
  'accessRequests.dialog.clash.*',
  // src/features/access-requests/hooks/use-request-format.ts
  'accessRequests.statuses.*',
  // src/features/access-requests/hooks/use-status-watcher.ts
  'accessRequests.statusNotice.*',
  // src/features/apps/cloud-functions/components/company-links-panel.tsx
  'cloudFunctions.*.title',
  'cloudFunctions.*.label',
  'cloudFunctions.*.empty',
  'cloudFunctions.*.company',
  'cloudFunctions.*.add',
  'cloudFunctions.*.remove',
  // src/features/apps/cloud-functions/components/config-editor.tsx
  'cloudFunctions.config.*',
  // src/features/apps/components/apps-section.tsx
  'apps.states.*',
  'apps.busy.*',
  'apps.dialog.*',
  'apps.dialog.*Title',
  'apps.dialog.*Text',
  'apps.dialog.*TextNoCompany',
  // src/features/asset-types/hooks/use-asset-types-page.ts
  'assetTypes.notices.*',
  // src/features/audit-trail/components/audit-cells.tsx
  'auditTrail.actions.*',
  'auditTrail.badges.*',
  // src/features/audit-trail/components/audit-detail-dialog.tsx
  'auditTrail.detail.kinds.*',
  // src/features/audit-trail/components/audit-filters-bar.tsx
  'auditTrail.filters.*',
  // src/features/custom-fields/components/custom-field-form-dialog.tsx
  'customFields.resourceTypes.*',
  'customFields.validationTypes.*',
  // src/features/custom-fields/components/values/custom-field-inputs.tsx
  'customFields.values.errors.*',
  // src/features/custom-fields/model/form.ts
  'customFields.validation.*',
  // src/features/devices/components/who-can-reach-panel.tsx
  'devices.reach.permissions.*',
  // src/features/group-types/components/group-page/group-page.tsx
  'groupTypes.page.tabs.*',
  // src/features/group-types/components/group-page/thing-dialog.tsx
  'groupTypes.page.*.addTitle',
  'groupTypes.page.*.pick',
  'groupTypes.page.*.pickHint',
  // src/features/group-types/components/group-page/things-section.tsx
  'groupTypes.page.*.add',
  'groupTypes.page.*.remove',
  'groupTypes.page.*.removeTitle',
  'groupTypes.page.*.removeText',
  // src/features/group-types/hooks/use-group-types-page.ts
  'groupTypes.notices.*',
  // src/features/group-types/hooks/use-things-section.ts
  'groupTypes.page.*.tableLabel',
  'groupTypes.page.*.empty',
  'groupTypes.page.*.loadFailed',
  'groupTypes.page.*.unnamed',
  'groupTypes.page.*.removeFailed',
  'groupTypes.page.*.addFailed',
  'groupTypes.page.*.notices.added',
  'groupTypes.page.*.notices.removed',
  // src/features/group-types/model/group-forms.ts
  'groupTypes.page.validation.*',
  // src/features/identity/components/branding-section.tsx
  'identity.branding.platform.*',
  'identity.images.*',
  // src/features/identity/components/theme-fields.tsx
  'identity.colours.groups.*',
  'identity.colours.*',
  // src/features/legal/components/builder/editor-toolbar.tsx
  'legal.builder.toolbar.*',
  // src/features/legal/components/builder/policy-builder-page.tsx
  'legal.builder.title.*',
  'legal.builder.notAllowed.*',
  // src/features/legal/components/builder/setting-section.tsx
  'legal.builder.setting.label.*',
  'legal.builder.setting.*',
  // src/features/legal/components/company-policy-page.tsx
  'legal.pages.title.*',
  // src/features/licences/components/app-activation-dialog.tsx
  'licences.apps.*',
  // src/features/licences/components/devices-table.tsx
  'licences.devices.columns.*',
  // src/features/licences/components/licence-table.tsx
  'licences.states.*',
  // src/features/licences/components/licence-types-table.tsx
  'licences.types.scope.*',
  // src/features/licences/components/redeem-dialog.tsx
  'licences.redeem.*',
  // src/features/licences/hooks/use-device-licences.ts
  'licences.done.*',
  // src/features/licences/model/usage-types.ts
  'licences.usageTypes.*',
  // src/features/lockout/components/lockout-dialog.tsx
  'lockout.rights.*',
  // src/features/messages/components/messages-page.tsx
  // src/features/mqtt/components/broker-form-dialog.tsx
  'mqtt.messageFormats.*',
  // src/features/pages/components/editor/draft-form.tsx
  'pages.editor.periods.*',
  // src/features/pages/components/editor/editor-header.tsx
  'pages.states.*',
  // src/features/pages/components/editor/history-section.tsx
  'pages.history.marks.*',
  'pages.history.*',
  // src/features/pages/components/editor/version-diff.tsx
  'pages.history.fields.*',
  // src/features/pages/components/list/create-page-dialog.tsx
  'pages.types.*',
  // src/features/pages/components/list/import-page-dialog.tsx
  'pages.import.*',
  // src/features/pages/components/reports/report-dialog.tsx
  'pages.reports.queue.*',
  'pages.reports.validation.*',
  // src/features/pages/components/viewer/views/single-value-view.tsx (a colour rule's operator)
  'pages.viewer.rule.*',
  // src/features/profile/components/password-strength-meter.tsx
  'profile.password.strength.levels.*',
  'profile.password.strength.hints.*',
  // src/features/roles/components/permission-editor-dialog.tsx
  'roles.permissions.groups.*',
  'roles.permissions.names.*',
  'roles.permissions.explanations.*',
  // src/features/session/components/login-page.tsx
  'session.login.*',
  // src/features/translations/components/grid-row.tsx
  'translations.status.*',
  // src/features/translations/components/translation-dialogs.tsx
  'translations.language.*',
  // src/features/translations/hooks/use-translations-page.ts
  'translations.problems.*',
  'translations.import.*',
  // src/features/usage/components/range-picker.tsx
  'usage.range.presets.*',
  // src/features/users/components/bulk-dialog.tsx
  'users.memberships.problems.*',
  'users.bulk.status.*',
  // src/features/users/components/invite-dialog.tsx
  'users.invite.problems.*',
  // src/features/users/components/user-detail-drawer.tsx
  'users.detail.types.*',
  // src/features/vpn/components/download-button.tsx
  'vpn.os.*',
  // src/features/vpn/components/info/status-banners.tsx
  'vpn.info.rateLimit.*',
  // src/features/vpn/components/simple-dialogs.tsx
  'vpn.logout.*',
  // src/features/vpn/components/vpn-status-bar.tsx
  'vpn.statusBar.*',
  // src/ui/theme/color-scheme-choice.tsx
  'ui.colorScheme.*',
];

/** Keys built from a value the platform sends, which the code need not name: any `*` counts. */
const BUILT_FROM_THE_PLATFORM = [
  // src/features/audit-trail/components/audit-cells.tsx: an entry's actor and target types, through translateComputedKey
  'auditTrail.actorTypes.*',
  'auditTrail.targets.*',
  // src/features/messages/components/messages-page.tsx: a message's code, through translateComputedKey
  'messages.texts.*',
];

/**
 * The branches whose `t` has them as `keyPrefix` (`useTranslation(undefined, { keyPrefix: 'groupTypes' })`), and the
 * files whose strings name keys relative to it: the page's hook, and the ordered type list it hands its `t` to.
 */
const RELATIVE: Record<string, string[]> = {
  groupTypes: ['src/features/group-types/hooks/use-group-types-page.ts', 'src/ui/use-ordered-type-list.ts'],
  assetTypes: ['src/features/asset-types/hooks/use-asset-types-page.ts', 'src/ui/use-ordered-type-list.ts'],
};

/** The code that ships, without its comments: tests, test helpers (`src/testing/`) and the catalogues left out. */
function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'src/testing' || path === 'src/i18n/locales' ? [] : codeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$|^test-harness\.ts$/.test(entry.name) ? [path] : [];
  });
}
const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
const code = new Map(codeFiles('src').map((path) => [path, withoutComments(readFileSync(join(root, path), 'utf8'))]));

/** A file's strings, and its templates as patterns (`*` for each `${…}` that is not one of its string constants). */
function stringsOf(text: string): { strings: Set<string>; templates: Set<string> } {
  const constants = new Map<string, string>();
  for (const [, name = '', value = ''] of text.matchAll(/\bconst (\w+) = '([^'\n]*)'/g)) constants.set(name, value);
  const strings = new Set<string>();
  const templates = new Set<string>();
  for (const [, , value = ''] of text.matchAll(/(['"])([\w.-]+)\1/g)) strings.add(value);
  for (const [, body = ''] of text.matchAll(/`([^`]*)`/g)) {
    const joined = body.replace(/\$\{(\w+)\}/g, (whole, name: string) => constants.get(name) ?? whole);
    if (joined.includes('${')) templates.add(joined.replace(/\$\{[^}]*\}/g, '*'));
    else strings.add(joined);
  }
  return { strings, templates };
}

const strings = new Set<string>();
const templates = new Set<string>();
for (const text of code.values()) {
  const found = stringsOf(text);
  for (const value of found.strings) strings.add(value);
  for (const template of found.templates) templates.add(template);
}
/** The values the code names: a `*` of BUILT_AT_RUN_TIME stands for one of these, or for nothing. */
const named = new Set([...strings].filter((value) => !value.includes('.')));

const relativeKeys = new Set(
  Object.entries(RELATIVE).flatMap(([branch, files]) =>
    files.flatMap((file) => [...stringsOf(code.get(file) ?? '').strings].map((value) => `${branch}.${value}`)),
  ),
);

/** Which branch each English file fills: the `addCatalogue` calls of the areas' `catalogue*.ts`; the core is the root. */
const branches = new Map([['translation.json', '']]);
for (const text of code.values())
  for (const [, branch = '', file = ''] of text.matchAll(
    /addCatalogue\(\s*'(\w+)',\s*import\.meta\.glob\('[^']*\/locales\/\*\/([\w-]+\.json)'/g,
  ))
    branches.set(file, branch);

function flatten(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}
const englishFiles = readdirSync(join(root, 'src/i18n/locales/en')).filter((name) => name.endsWith('.json'));
const keys = englishFiles.flatMap((file) =>
  flatten(
    JSON.parse(readFileSync(join(root, 'src/i18n/locales/en', file), 'utf8')),
    branches.get(file) ?? `?${file}`,
  ).map((key) => key.replace(PLURAL, '')),
);
const writtenOut = (key: string) => strings.has(key) || relativeKeys.has(key);

/** Whether `key` is `pattern` with each `*` filled by a value `allowed` accepts (never one with a dot). */
function fills(pattern: string, key: string, allowed: (value: string) => boolean): boolean {
  const [first = '', ...rest] = pattern.split('*');
  if (!key.startsWith(first)) return false;
  const tail = key.slice(first.length);
  if (rest.length === 0) return tail === '';
  for (let end = 0; end <= tail.length && !tail.slice(0, end).includes('.'); end++)
    if (allowed(tail.slice(0, end)) && fills(rest.join('*'), tail.slice(end), allowed)) return true;
  return false;
}
const namedValue = (value: string) => value === '' || named.has(value);
const anyValue = () => true;
const built = (key: string) =>
  BUILT_AT_RUN_TIME.some((pattern) => fills(pattern, key, namedValue)) ||
  BUILT_FROM_THE_PLATFORM.some((pattern) => fills(pattern, key, anyValue));

describe('the English catalogues', () => {
  it('are each known to fill one branch', () => {
    expect(englishFiles.filter((file) => !branches.has(file))).toEqual([]);
  });

  it('hold only keys the code uses', () => {
    expect(keys.filter((key) => !writtenOut(key) && !built(key))).toEqual([]);
  });
});

describe('the keys built at run time', () => {
  it.each([
    ...BUILT_AT_RUN_TIME.map((pattern) => [pattern, namedValue] as const),
    ...BUILT_FROM_THE_PLATFORM.map((pattern) => [pattern, anyValue] as const),
  ])('%s: a template of the code, for some key not written out', (pattern, allowed) => {
    expect(templates.has(pattern)).toBe(true);
    expect(keys.filter((key) => !writtenOut(key) && fills(pattern, key, allowed))).not.toEqual([]);
  });

  it('name a relative key only for the branches used as a keyPrefix', () => {
    const prefixes = [...code.values()].flatMap((text) => [...text.matchAll(/keyPrefix: '(\w+)'/g)].map(([, b]) => b));
    expect([...new Set(prefixes)].sort()).toEqual(Object.keys(RELATIVE).sort());
    expect(
      Object.values(RELATIVE)
        .flat()
        .filter((file) => !code.has(file)),
    ).toEqual([]);
  });
});
