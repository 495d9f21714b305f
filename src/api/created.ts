import * as v from '../lib/validate';

/** A create answers with the new item's publicId only (API-RESOURCES.md); PATCH and DELETE answer null. */
export const createdSchema = v.object({ publicId: v.string() });
export type Created = v.Infer<typeof createdSchema>;
