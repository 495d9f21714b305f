import { z } from 'zod';
import { cssColour } from '@/lib/contrast';
import { NAME_MAX_LENGTH, sameName } from '@/lib/names';
import * as v from '@/lib/validate';
import '../catalogue';

const COLOR = /^#[0-9a-f]{6}$/i;

/** The platform's `custom` is free-form: only the translation key (docs/API.md) is read from it, anything else is ignored. */
const customSchema = v.fallback(
  v.nullish(v.looseObject({ translationKey: v.fallback(v.nullish(v.string()), undefined) })),
  undefined,
);

export type GroupType = { publicId: string; name: string; order: number; color?: string; translationKey?: string };
export const groupTypeSchema = v.transform(
  v.object({
    publicId: v.string(),
    name: v.string(),
    order: v.number(),
    /** Only read with the subgroups feature. */
    color: v.nullish(v.string()),
    custom: customSchema,
  }),
  ({ color, custom, ...type }): GroupType => {
    const safeColor = cssColour(color);
    return {
      ...type,
      ...(safeColor ? { color: safeColor } : {}),
      /** When set, the name comes from this translation key (`custom.translationKey`) and is not edited here. */
      ...(custom?.translationKey ? { translationKey: custom.translationKey } : {}),
    };
  },
);

export const groupSchema = v.object({ publicId: v.string(), name: v.string() });
export type Group = v.Infer<typeof groupSchema>;

/** How many people and devices belong to a group, counted from the membership and device lists. */
export interface GroupCounts {
  members: number;
  devices: number;
}

const nameRule = () =>
  z.string().trim().min(1, 'groupTypes.validation.REQUIRED').max(NAME_MAX_LENGTH, 'groupTypes.validation.MAX_LENGTH');

/** The group type form (docs/RULES.md#group-and-asset-types): name required, at most 255, not another type's name; colour required when it shows. */
export function groupTypeFormSchema({ otherNames, withColor }: { otherNames: readonly string[]; withColor: boolean }) {
  return z.object({
    name: nameRule().refine(
      (name) => !otherNames.some((other) => sameName(other, name)),
      'groupTypes.validation.NAME_ALREADY_IN_USE',
    ),
    color: withColor ? z.string().regex(COLOR, 'groupTypes.validation.COLOR_REQUIRED') : z.string(),
  });
}

/** The group form: a required name of at most 255 characters. */
export function groupFormSchema() {
  return z.object({ name: nameRule(), color: z.string() });
}
