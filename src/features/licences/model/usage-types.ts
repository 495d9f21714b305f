import { humanize } from '@/i18n';

/** The platform's usage types of a licence type (its OpenAPI enum, `LicenceTypeList.usageType`); each has a label. */
export const USAGE_TYPES = [
  'advanced-user-management',
  'agent-registration-profile',
  'agent-templates',
  'alarming',
  'api-integrations',
  'app-engine-level-1',
  'app-engine-level-2',
  'app-engine-level-3',
  'asset-management',
  'card-view',
  'connection-monitoring',
  'controlled-devices',
  'custom-branding',
  'custom-domain',
  'custom-fields',
  'custom-legal',
  'custom-legal-legacy',
  'custom-sso',
  'edge-app-management',
  'ixagent',
  'landing-page',
  'live-data',
  'logging',
  'm2m-cloud-cluster',
  'main-pages',
  'mobile-app',
  'mqtt-device',
  'object-storage',
  'premium-branding',
  'rdp',
  'remote-access',
  'reporting',
  'request-access',
  'rtsp',
  'scim',
  'session-recording',
  'sla',
  'ssh',
  'subgroups',
  'temporary-access',
  'vpn-access-rule',
  'vpn-usage',
] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

/** A known usage type is a catalogue key; an unknown one (the platform adds them) reads as words: `new-thing` → "New thing". */
export type UsageTypeLabel = { key: `licences.usageTypes.${UsageType}` } | { text: string };

export function usageTypeLabel(usageType: string): UsageTypeLabel {
  const known = USAGE_TYPES.find((candidate) => candidate === usageType);
  return known ? { key: `licences.usageTypes.${known}` } : { text: humanize(usageType) };
}
