import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/names';
import '../catalogue';

/** A device as the asset form shows it: its id, and its name (its id when it has none). */
export interface DeviceChoice {
  publicId: string;
  name: string;
}

/** The asset form: the asset's name and the device it is linked to, if any. */
export interface AssetFormValues {
  name: string;
  agent: DeviceChoice | null;
}

/** What an Asset PATCH changes: the platform's asset names its agent by id only; null removes the link. */
export interface AssetChanges {
  name?: string;
  agent?: { publicId: string } | null;
}

/** Name required, at most 255 (docs/RULES.md#group-and-asset-types for the names of this area); the device is optional. */
export function assetFormSchema(): z.ZodType<AssetFormValues, AssetFormValues> {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'assetTypes.validation.REQUIRED')
      .max(NAME_MAX_LENGTH, 'assetTypes.validation.MAX_LENGTH'),
    agent: z.object({ publicId: z.string(), name: z.string() }).nullable(),
  });
}

/** A device's label: its name, or its id when it has none. */
export const deviceChoice = (device: { publicId: string; name: string | null }): DeviceChoice => ({
  publicId: device.publicId,
  name: device.name ?? device.publicId,
});

/** The PATCH body of an edit: only what differs from what the form started with. */
export function assetChanges(before: AssetFormValues, after: AssetFormValues): AssetChanges {
  const changes: AssetChanges = {};
  if (after.name !== before.name) changes.name = after.name;
  const from = before.agent?.publicId ?? null;
  const to = after.agent?.publicId ?? null;
  if (from !== to) changes.agent = to === null ? null : { publicId: to };
  return changes;
}

/** The devices an edit touches (the one left and the one linked), so their cached `assets` are read again. */
export const touchedDevices = (before: AssetFormValues, after: AssetFormValues): string[] => [
  ...new Set([before.agent?.publicId, after.agent?.publicId].filter((id): id is string => typeof id === 'string')),
];

/** The server's refusals by form field: a refusal of the device's id (`agent.publicId`) belongs to the device field. */
export function assetFieldErrors(byProperty: Readonly<Record<string, string>>): Record<string, string> {
  const { 'agent.publicId': agentId, ...rest } = byProperty;
  return agentId !== undefined && rest.agent === undefined ? { ...rest, agent: agentId } : rest;
}
