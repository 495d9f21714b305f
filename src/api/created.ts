import * as v from '../lib/validate';

/** A create answers with the new item's publicId only (docs/API.md); PATCH and DELETE answer null. */
export const createdSchema = v.object({ publicId: v.string() });
export type Created = v.Infer<typeof createdSchema>;
