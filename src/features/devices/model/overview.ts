import * as v from '@/lib/validate';
import { customPatch, readCustomValues, type CustomProperty } from '@/features/custom-fields';

const text = v.fallback(v.nullish(v.string()), null);

/**
 * What a device's page says about the device (the platform's Agent; every field checked in its OpenAPI): read with
 * `fields` naming exactly these.
 */
export const deviceOverviewSchema = v.object({
  publicId: v.string(),
  name: text,
  description: text,
  serialNumber: text,
  macAddress: text,
  timeZone: text,
  vpnProtocol: text,
  useStunnel: v.fallback(v.nullish(v.boolean()), null),
  type: v.fallback(v.nullish(v.object({ name: text })), null),
  location: v.fallback(v.nullish(v.object({ name: text, latitude: text, longitude: text })), null),
  geoLocation: v.fallback(v.nullish(v.object({ city: text, country: text, latitude: text, longitude: text })), null),
  lastSeenAgentUserAgent: v.fallback(
    v.nullish(v.object({ firmwareVersion: text, hardware: text, hardwareVersion: text })),
    null,
  ),
  activationLicence: v.fallback(
    v.nullish(
      v.object({ serialNumber: text, expiresOn: text, bundle: v.fallback(v.nullish(v.object({ name: text })), null) }),
    ),
    null,
  ),
  alarmingApp: v.fallback(v.nullish(v.object({ enabled: v.fallback(v.boolean(), false) })), null),
  loggingApp: v.fallback(v.nullish(v.object({ enabled: v.fallback(v.boolean(), false) })), null),
  memberships: v.fallback(v.nullish(v.array(v.object({ group: v.object({ publicId: v.string() }) }))), null),
  permissions: v.fallback(v.nullish(v.array(v.string())), null),
  custom: v.transform(v.withDefault(v.unknown(), null), readCustomValues),
});
export type DeviceOverview = v.Infer<typeof deviceOverviewSchema>;

export const DEVICE_OVERVIEW_FIELDS = [
  'publicId',
  'name',
  'description',
  'serialNumber',
  'macAddress',
  'timeZone',
  'vpnProtocol',
  'useStunnel',
  'type.name',
  'location(name,latitude,longitude)',
  'geoLocation(city,country,latitude,longitude)',
  'lastSeenAgentUserAgent(firmwareVersion,hardware,hardwareVersion)',
  'activationLicence(serialNumber,expiresOn,bundle.name)',
  'alarmingApp.enabled',
  'loggingApp.enabled',
  'memberships.group.publicId',
  'permissions',
  'custom',
] as const;

/** The device's right to edit its facts (the Agent's `permissions[]`, chosen here: docs/API.md). */
export const canEditDevice = (device: Pick<DeviceOverview, 'permissions'>): boolean =>
  (device.permissions ?? []).includes('MANAGE_AGENT');

/** Where the device is: the place set by hand, else where its address places it ("Lyon, FR"); '' when neither. */
export function placeOf(device: Pick<DeviceOverview, 'location' | 'geoLocation'>): {
  text: string;
  bySomeone: boolean;
} {
  const named = device.location?.name?.trim();
  if (named) return { text: named, bySomeone: true };
  const geo = device.geoLocation;
  return { text: [geo?.city, geo?.country].filter(Boolean).join(', '), bySomeone: false };
}

export interface DeviceEdit {
  name: string;
  description: string;
  locationName: string;
  timeZone: string;
  /** The custom fields' inputs by slug. */
  custom: Record<string, string>;
}

/**
 * The Agent PATCH body of an edit (`{name, description, location, timeZone, custom}`; `custom` only with the changed values): the place keeps the coordinates it had
 * (or the address's), an emptied description or time zone is null, and an emptied place is left out when there was none.
 */
export function devicePatch(
  device: DeviceOverview,
  edit: DeviceEdit,
  customFields: readonly CustomProperty[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: edit.name.trim(),
    description: edit.description.trim() || null,
    timeZone: edit.timeZone.trim() || null,
  };
  const custom = customPatch(customFields, device.custom, edit.custom);
  if (custom) body.custom = custom;
  const place = edit.locationName.trim();
  if (place || device.location) {
    const from = device.location ?? device.geoLocation;
    body.location = { name: place, latitude: from?.latitude ?? '0', longitude: from?.longitude ?? '0' };
  }
  return body;
}

/** A time zone the browser knows ("Europe/Amsterdam"); empty means none. */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value.trim() });
    return true;
  } catch {
    return false;
  }
}
