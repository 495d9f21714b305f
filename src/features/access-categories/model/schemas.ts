import { humanize } from '@/i18n';
import { z } from 'zod';
import { NAME_MAX_LENGTH, sameName } from '@/lib/names';
import * as v from '@/lib/validate';
import '../catalogue';

/** Audience (docs/API.md, access categories); `type` is fixed at creation. */
export const AUDIENCE_TYPES = ['alarm', 'page', 'service'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export const audienceSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  description: v.withDefault(v.nullable(v.string()), null),
  default: v.withDefault(v.boolean(), false),
  // A type the platform adds later is kept as it comes, so it is shown rather than passed off as general.
  type: v.withDefault(v.nullable(v.string()), null),
});
export type Audience = v.Infer<typeof audienceSchema>;

export const AUDIENCE_FIELDS = ['publicId', 'name', 'description', 'default', 'type'];

/** The type as people read it: null is a general access category; an unknown type shows as it comes. */
export type TypeLabel = { key: `accessCategories.types.${AudienceType | 'general'}` } | { text: string };

export function typeLabel(type: string | null): TypeLabel {
  if (type === null) return { key: 'accessCategories.types.general' };
  const known = AUDIENCE_TYPES.find((candidate) => candidate === type);
  return known ? { key: `accessCategories.types.${known}` } : { text: humanize(type) };
}

/** The form's type choice: '' is a general access category (type null). */
export const TYPE_CHOICES = ['', ...AUDIENCE_TYPES] as const;
export type TypeChoice = (typeof TYPE_CHOICES)[number];

export interface AudienceFormValues {
  name: string;
  description: string;
  type: TypeChoice;
}

/** The access category form: name required, at most 255 characters, not another category's name; description free. */
export function audienceFormSchema({ otherNames }: { otherNames: readonly string[] }) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'accessCategories.validation.REQUIRED')
      .max(NAME_MAX_LENGTH, 'accessCategories.validation.MAX_LENGTH')
      .refine(
        (name) => !otherNames.some((other) => sameName(other, name)),
        'accessCategories.validation.NAME_ALREADY_IN_USE',
      ),
    description: z.string().trim(),
    type: z.enum(TYPE_CHOICES),
  });
}

/** The bodies the platform takes: AudienceList POST sets the type; Audience PATCH changes name and description only. */
export function createBody({ name, description, type }: AudienceFormValues) {
  return { name: name.trim(), description: description.trim() || null, type: type === '' ? null : type };
}

export function updateBody({ name, description }: AudienceFormValues) {
  return { name: name.trim(), description: description.trim() || null };
}

export const formValuesOf = (audience: Audience | undefined): AudienceFormValues => ({
  name: audience?.name ?? '',
  description: audience?.description ?? '',
  type: TYPE_CHOICES.find((choice) => choice !== '' && choice === audience?.type) ?? '',
});
