import { z } from 'zod';
import '../catalogue';

/** Spec §9: names of asset types hold at most 255 characters. */
export const NAME_MAX_LENGTH = 255;

export const assetTypeSchema = z.object({ publicId: z.string(), name: z.string(), order: z.number() });
export type AssetType = z.infer<typeof assetTypeSchema>;

/** An asset as its type's page reads it: its name and the device (agent) it is on (API-RESOURCES.md). */
export const assetSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  agent: z.object({ publicId: z.string().optional(), name: z.string().nullish() }).nullish(),
});
export type Asset = z.infer<typeof assetSchema>;

/** The asset type form (spec §5): name required, at most 255. The server refuses a duplicate on the field. */
export function assetTypeFormSchema() {
  return z.object({
    name: z.string().trim().min(1, 'assetTypes.validation.REQUIRED').max(NAME_MAX_LENGTH, 'assetTypes.validation.MAX_LENGTH'),
    color: z.string(),
  });
}
