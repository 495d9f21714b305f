import { z } from 'zod';
import {
  APPLICATION_TYPES,
  TITLE_MAX_LENGTH,
  pageTitle,
  type ApplicationType,
  type Page,
} from '@/features/pages/model/schemas';

/** A group's section of the list: its pages by title; `groupId` null is the pages filed under no group. */
export interface PageSection {
  groupId: string | null;
  /** The group's name; null for "No group" (and the id itself when the group is not among those read). */
  groupName: string | null;
  pages: Page[];
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/** A page matches a search when its title or its name holds the text, whatever the case. */
export function matchesSearch(page: Page, search: string): boolean {
  const text = search.trim().toLocaleLowerCase();
  if (!text) return true;
  return pageTitle(page).toLocaleLowerCase().includes(text) || page.name.toLocaleLowerCase().includes(text);
}

/**
 * The pages that match the search, by group: groups by name, the pages without a group last; in each group the pages
 * by title. A group that is not among `groups` (not read, or gone) shows under its id.
 */
export function pageSections(
  pages: readonly Page[],
  groups: readonly { publicId: string; name: string }[],
  search: string,
): PageSection[] {
  const names = new Map(groups.map((group) => [group.publicId, group.name]));
  const sections = new Map<string | null, PageSection>();
  for (const page of pages) {
    if (!matchesSearch(page, search)) continue;
    const groupId = page.group?.publicId ?? null;
    let section = sections.get(groupId);
    if (!section) {
      section = { groupId, groupName: groupId === null ? null : (names.get(groupId) ?? groupId), pages: [] };
      sections.set(groupId, section);
    }
    section.pages.push(page);
  }
  for (const section of sections.values()) section.pages.sort((a, b) => byText(pageTitle(a), pageTitle(b)));
  return [...sections.values()].sort((a, b) => {
    if (a.groupName === null || b.groupName === null) return a.groupName === null ? (b.groupName === null ? 0 : 1) : -1;
    return byText(a.groupName, b.groupName);
  });
}

/** `page-<slug of the title>.json`: lower case letters and digits joined by dashes, accents dropped. */
export function exportFileName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `page-${slug || fallback}.json`;
}

/** Material icon names are lower case words joined by underscores, such as `dashboard` or `water_drop`. */
export const ICON_NAME_PATTERN = /^[a-z0-9_]+$/;

/** A page kind the list can name; another kind the platform adds later shows as it comes. */
export const isKnownType = (type: string | null): type is ApplicationType =>
  APPLICATION_TYPES.some((known) => known === type);

const textRule = (requiredKey: 'pages.validation.TITLE_REQUIRED' | 'pages.validation.NAME_REQUIRED') =>
  z.string().trim().min(1, requiredKey).max(TITLE_MAX_LENGTH, 'pages.validation.MAX_LENGTH');

export interface CreatePageValues {
  title: string;
  icon: string;
  /** '' for no group. */
  groupId: string;
  applicationType: ApplicationType;
}

export const EMPTY_CREATE_VALUES: CreatePageValues = { title: '', icon: '', groupId: '', applicationType: 'sheet' };

/** The create form: a title (1 to 255 characters), an optional Material icon name, an optional group, the kind. */
export const createPageFormSchema = z.object({
  title: textRule('pages.validation.TITLE_REQUIRED'),
  icon: z
    .string()
    .trim()
    .max(TITLE_MAX_LENGTH, 'pages.validation.MAX_LENGTH')
    .refine((icon) => icon === '' || ICON_NAME_PATTERN.test(icon), 'pages.validation.ICON_NAME'),
  groupId: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
});

export interface RenamePageValues {
  name: string;
  groupId: string;
}

/** The rename form: the page's name (1 to 255 characters) and its group. */
export const renamePageFormSchema = z.object({ name: textRule('pages.validation.NAME_REQUIRED'), groupId: z.string() });

export const renameValuesOf = (page: Page): RenamePageValues => ({
  name: page.name,
  groupId: page.group?.publicId ?? '',
});
