import { z } from 'zod';
import type { VersionPatch } from '../api';
import { DEFAULT_PERIOD, TITLE_MAX_LENGTH, type Page, type PageVersion } from './schemas';

/** Material icon names are lower-case words joined by underscores (`local_drink`, `electric_bolt`, `3d_rotation`). */
export const ICON_PATTERN = /^[a-z0-9]+(_[a-z0-9]+)*$/;
export const ICON_MAX_LENGTH = 64;

/** The draft form; an empty string is "none" for the icon, the group and the preview device or asset. */
export interface DraftFormValues {
  title: string;
  icon: string;
  periodSpec: string;
  groupId: string;
  previewAgentId: string;
  previewAssetId: string;
}

export const draftFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'pages.editor.validation.titleRequired')
    .max(TITLE_MAX_LENGTH, 'pages.editor.validation.titleTooLong'),
  icon: z
    .string()
    .trim()
    .max(ICON_MAX_LENGTH, 'pages.editor.validation.iconTooLong')
    .refine((icon) => icon === '' || ICON_PATTERN.test(icon), 'pages.editor.validation.iconName'),
  periodSpec: z.string().min(1),
  groupId: z.string(),
  previewAgentId: z.string(),
  previewAssetId: z.string(),
});

/** What the form starts with: the draft's values and the page's group. */
export const draftFormValues = (page: Page, draft: PageVersion): DraftFormValues => ({
  title: draft.title ?? page.name,
  icon: draft.custom?.glbMatIcon ?? '',
  periodSpec: draft.periodSpec ?? DEFAULT_PERIOD,
  groupId: page.group?.publicId ?? '',
  previewAgentId: draft.previewAgent?.publicId ?? '',
  previewAssetId: draft.previewAsset?.publicId ?? '',
});

export interface DraftSave {
  /** The PageVersion PATCH body, or null when nothing of the version changed. */
  version: VersionPatch | null;
  /** The Page PATCH of the group (`{group}`), or null when the group stayed. */
  page: { group: { publicId: string } | null } | null;
}

const reference = (id: string) => (id ? { publicId: id } : null);

/** The calls a save makes: only the fields that differ from what the form started with. */
export function draftSave(initial: DraftFormValues, values: DraftFormValues): DraftSave {
  const version: VersionPatch = {};
  const title = values.title.trim();
  const icon = values.icon.trim();
  if (title !== initial.title.trim()) version.title = title;
  if (icon !== initial.icon.trim()) version.custom = { glbMatIcon: icon || null };
  if (values.periodSpec !== initial.periodSpec) version.periodSpec = values.periodSpec;
  if (values.previewAgentId !== initial.previewAgentId) version.previewAgent = reference(values.previewAgentId);
  if (values.previewAssetId !== initial.previewAssetId) version.previewAsset = reference(values.previewAssetId);
  return {
    version: Object.keys(version).length > 0 ? version : null,
    page: values.groupId !== initial.groupId ? { group: reference(values.groupId) } : null,
  };
}
