import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/names';
import * as v from '@/lib/validate';
import '../catalogue';

export const assetTypeSchema = v.object({ publicId: v.string(), name: v.string(), order: v.number() });
export type AssetType = v.Infer<typeof assetTypeSchema>;

/**
 * An asset as its type's page reads it: its name and the device (agent) it is on (docs/API.md). The platform's
 * asset names its agent by id only; the page reads the device names from AgentList.
 */
export const assetSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  agent: v.withDefault(v.nullable(v.object({ publicId: v.string() })), null),
});
export type Asset = v.Infer<typeof assetSchema>;

export const deviceNameSchema = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });
export type DeviceName = v.Infer<typeof deviceNameSchema>;

/** The asset type form (docs/RULES.md#group-and-asset-types): name required, at most 255. The server refuses a duplicate on the field. */
export function assetTypeFormSchema() {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'assetTypes.validation.REQUIRED')
      .max(NAME_MAX_LENGTH, 'assetTypes.validation.MAX_LENGTH'),
    color: z.string(),
  });
}
