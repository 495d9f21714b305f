import type account from './locales/en/account.json';
import type accessCategories from './locales/en/access-categories.json';
import type accessRequestsDialog from './locales/en/access-requests-dialog.json';
import type accessRequestsPages from './locales/en/access-requests-pages.json';
import type accessRequestsStatus from './locales/en/access-requests-status.json';
import type apps from './locales/en/apps.json';
import type pages from './locales/en/pages.json';
import type pagesEditor from './locales/en/pages-editor.json';
import type pagesReports from './locales/en/pages-reports.json';
import type pagesViewer from './locales/en/pages-viewer.json';
import type pagesViewerCharts from './locales/en/pages-viewer-charts.json';
import type assetTypes from './locales/en/asset-types.json';
import type auditTrail from './locales/en/audit-trail.json';
import type cloudFunctions from './locales/en/cloud-functions.json';
import type customFields from './locales/en/custom-fields.json';
import type devices from './locales/en/devices.json';
import type groupTypes from './locales/en/group-types.json';
import type identity from './locales/en/identity.json';
import type legal from './locales/en/legal.json';
import type legalBuilder from './locales/en/legal-builder.json';
import type legalPages from './locales/en/legal-pages.json';
import type licences from './locales/en/licences.json';
import type myCompanies from './locales/en/my-companies.json';
import type messages from './locales/en/messages.json';
import type mqtt from './locales/en/mqtt.json';
import type profile from './locales/en/profile.json';
import type reminders from './locales/en/reminders.json';
import type roles from './locales/en/roles.json';
import type shell from './locales/en/shell.json';
import type shellErrors from './locales/en/shell-errors.json';
import type notices from './locales/en/notices.json';
import type lockout from './locales/en/lockout.json';
import type signIn from './locales/en/sign-in.json';
import type core from './locales/en/translation.json';
import type translations from './locales/en/translations-page.json';
import type ui from './locales/en/ui.json';
import type usage from './locales/en/usage.json';
import type users from './locales/en/users.json';
import type usersDialogs from './locales/en/users-dialogs.json';
import type vpn from './locales/en/vpn.json';
import type vpnDialogs from './locales/en/vpn-dialogs.json';

/**
 * The branches of the catalogue that load with the code that shows them (each area's `catalogue.ts`), so the sign-in
 * page downloads only the core.
 */
export interface CatalogueBranches {
  shell: typeof shell;
  /** The core's errors, and those only signed-in pages show (`shell-errors.json`: not allowed, go to portal), loaded with the shell. */
  errors: (typeof core)['errors'] & typeof shellErrors;
  /** The core's notices, and Undo (`notices.json`), loaded with the change notices of signed-in pages. */
  notices: (typeof core)['notices'] & typeof notices;
  /** The self-lockout confirmation of role and membership changes. */
  lockout: typeof lockout;
  groupTypes: typeof groupTypes;
  assetTypes: typeof assetTypes;
  devices: typeof devices;
  /** The status bar's and the connector flows' keys, and those of the VPN dialogs (`vpn-dialogs.json`), which load with the dialogs. */
  vpn: typeof vpn & typeof vpnDialogs;
  ui: typeof ui;
  messages: typeof messages;
  /** The users page's keys, and those of its dialogs (`users-dialogs.json`), which load with the dialogs. */
  users: typeof users & typeof usersDialogs;
  roles: typeof roles;
  reminders: typeof reminders;
  accessCategories: typeof accessCategories;
  /** The approver inbox and my requests (`access-requests-pages.json`), and the status snackbars (`access-requests-status.json`). */
  accessRequests: typeof accessRequestsDialog & typeof accessRequestsPages & typeof accessRequestsStatus;
  /** The terms dialog (`legal.json`), the policy pages (`legal-pages.json`) and the policy builders (`legal-builder.json`). */
  legal: typeof legal & typeof legalPages & typeof legalBuilder;
  /** /my-profile and /two-factor-auth-required. */
  profile: typeof profile;
  /** /my-companies: companies, invitations, leaving. */
  myCompanies: typeof myCompanies;
  /** /recover and /register. */
  account: typeof account;
  /** The sign-in steps beyond the sign-in page: the one-time password step, SSO. */
  signIn: typeof signIn;
  identity: typeof identity;
  customFields: typeof customFields;
  mqtt: typeof mqtt;
  translations: typeof translations;
  usage: typeof usage;
  auditTrail: typeof auditTrail;
  licences: typeof licences;
  apps: typeof apps;
  cloudFunctions: typeof cloudFunctions;
  /**
   * The pages area: list (`pages.json`), editor and history (`pages-editor.json`), device and asset pages and reports
   * (`pages-reports.json`), the page viewer (`pages-viewer.json`) and its charts (`pages-viewer-charts.json`, loaded
   * with the chart chunk).
   */
  pages: typeof pages & typeof pagesEditor & typeof pagesReports & typeof pagesViewer & typeof pagesViewerCharts;
}

/** The whole English catalogue, as a type. */
export type Catalogue = typeof core & CatalogueBranches;
