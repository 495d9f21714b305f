import * as v from '@/lib/validate';

/** docs/API.md, Licences. A licence type has no name: it is labelled by `usageType` (usage-types.ts). */
export const licenceTypeSchema = v.object({
  publicId: v.string(),
  usageType: v.string(),
  companyLimit: v.withDefault(v.nullable(v.number()), null),
  // A scope the platform adds later is kept as it comes.
  scope: v.withDefault(v.nullable(v.string()), null),
});
export type LicenceType = v.Infer<typeof licenceTypeSchema>;
export const LICENCE_TYPE_FIELDS = ['publicId', 'usageType', 'companyLimit', 'scope'];

const namedRef = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });

export const licenceSchema = v.object({
  publicId: v.string(),
  type: v.object({ publicId: v.string(), usageType: v.string() }),
  serialNumber: v.withDefault(v.nullable(v.string()), null),
  expiresOn: v.withDefault(v.nullable(v.isoDateTime()), null),
  activated: v.withDefault(v.boolean(), false),
  trial: v.withDefault(v.boolean(), false),
  agent: v.withDefault(v.nullable(namedRef), null),
  bundle: v.withDefault(v.nullable(namedRef), null),
});
export type Licence = v.Infer<typeof licenceSchema>;
export const LICENCE_FIELDS = [
  'publicId',
  'type.publicId',
  'type.usageType',
  'serialNumber',
  'expiresOn',
  'activated',
  'trial',
  'agent.publicId',
  'agent.name',
  'bundle.publicId',
  'bundle.name',
];

export const bundleSchema = v.object({ publicId: v.string(), name: v.string() });
export type LicenceBundle = v.Infer<typeof bundleSchema>;
export const BUNDLE_FIELDS = ['publicId', 'name'];

/** The licence an agent's bundle or app runs on, as the Agent answer carries it. */
const agentLicenceSchema = v.object({
  publicId: v.string(),
  serialNumber: v.withDefault(v.nullable(v.string()), null),
  expiresOn: v.withDefault(v.nullable(v.isoDateTime()), null),
  trial: v.withDefault(v.boolean(), false),
});
const agentAppSchema = v.object({
  enabled: v.withDefault(v.boolean(), true),
  licence: v.withDefault(v.nullable(agentLicenceSchema), null),
});
export type AgentApp = v.Infer<typeof agentAppSchema>;

/**
 * A device as this page needs it (AgentList): `activationLicence` (its licence bundle's licence), `alarmingApp` and
 * `loggingApp` (platform Agent fields; absent or null when nothing is active).
 */
export const licensedDeviceSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  activationLicence: v.withDefault(
    v.nullable(v.extend(agentLicenceSchema, { bundle: v.withDefault(v.nullable(namedRef), null) })),
    null,
  ),
  alarmingApp: v.withDefault(v.nullable(agentAppSchema), null),
  loggingApp: v.withDefault(v.nullable(agentAppSchema), null),
});
export type LicensedDevice = v.Infer<typeof licensedDeviceSchema>;

const licenceFields = (prefix: string) =>
  ['publicId', 'serialNumber', 'expiresOn', 'trial'].map((field) => `${prefix}.${field}`);
export const LICENSED_DEVICE_FIELDS = [
  'publicId',
  'name',
  ...licenceFields('activationLicence'),
  'activationLicence.bundle.publicId',
  'activationLicence.bundle.name',
  'alarmingApp.enabled',
  ...licenceFields('alarmingApp.licence'),
  'loggingApp.enabled',
  ...licenceFields('loggingApp.licence'),
];

export type AgentAppKind = 'alarming' | 'logging';
export const AGENT_APPS: readonly AgentAppKind[] = ['alarming', 'logging'];
