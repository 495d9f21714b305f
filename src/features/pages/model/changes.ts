import type { Page, PageComponent, PageVersion } from './schemas';

/** A field of a version that people edit, compared between two versions. */
export type VersionField = 'title' | 'icon' | 'period' | 'previewDevice' | 'previewAsset';

export type VersionChange =
  | { kind: 'field'; field: VersionField; from: string | null; to: string | null }
  | { kind: 'componentAdded'; templateId: string | null }
  | { kind: 'componentRemoved'; templateId: string | null }
  | { kind: 'componentChanged'; templateId: string | null }
  | { kind: 'componentsReordered' };

const fieldsOf = (version: PageVersion): Record<VersionField, string | null> => ({
  title: version.title,
  icon: version.custom?.glbMatIcon ?? null,
  period: version.periodSpec,
  previewDevice: version.previewAgent?.publicId ?? null,
  previewAsset: version.previewAsset?.publicId ?? null,
});

const orderOf = (component: PageComponent): number | null => {
  const { dimensions } = component;
  if (typeof dimensions !== 'object' || dimensions === null) return null;
  const order = (dimensions as { order?: unknown }).order;
  return typeof order === 'number' && Number.isFinite(order) ? order : null;
};

/** A version's components in page order: by `dimensions.order`, then those without one in the order they came. */
export function orderedComponents(components: readonly PageComponent[]): PageComponent[] {
  return components
    .map((component, index) => ({ component, index, order: orderOf(component) }))
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.index - b.index)
    .map(({ component }) => component);
}

/** What a component is, whatever its id: a copy of a version gives its components new ids. */
const signature = (component: PageComponent): string =>
  `${component.template?.publicId ?? ''}\u0000${component.inputs ?? ''}`;

/** Takes one occurrence of each of `remove` out of `from` (multiset difference). */
function without(from: string[], remove: string[]): string[] {
  const left = [...from];
  for (const item of remove) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

const templateOf = (sig: string): string | null => sig.split('\u0000')[0] || null;

/**
 * What changed from version `from` to version `to`: edited fields, components added, removed or with other settings
 * (inputs) than before, and whether the components that stayed changed order.
 */
export function versionChanges(from: PageVersion, to: PageVersion): VersionChange[] {
  const changes: VersionChange[] = [];
  const a = fieldsOf(from);
  const b = fieldsOf(to);
  for (const field of Object.keys(a) as VersionField[]) {
    if (a[field] !== b[field]) changes.push({ kind: 'field', field, from: a[field], to: b[field] });
  }
  const before = orderedComponents(from.components).map(signature);
  const after = orderedComponents(to.components).map(signature);
  const removed = without(before, after);
  const added = without(after, before);
  // A component of the same template gone on one side and come on the other is one whose settings changed.
  const unpaired = [...added];
  for (const sig of removed) {
    const at = unpaired.findIndex((candidate) => templateOf(candidate) === templateOf(sig));
    if (at >= 0) {
      unpaired.splice(at, 1);
      changes.push({ kind: 'componentChanged', templateId: templateOf(sig) });
    } else changes.push({ kind: 'componentRemoved', templateId: templateOf(sig) });
  }
  for (const sig of unpaired) changes.push({ kind: 'componentAdded', templateId: templateOf(sig) });
  const keptBefore = without(before, removed);
  const keptAfter = without(after, added);
  if (keptBefore.some((sig, index) => sig !== keptAfter[index])) changes.push({ kind: 'componentsReordered' });
  return changes;
}

/** Spec issue: a page is a draft only, published, or published with unpublished changes. */
export type PageState = 'draftOnly' | 'published' | 'publishedWithChanges' | 'none';

export function pageState(page: Page): PageState {
  if (!page.published) return page.draft ? 'draftOnly' : 'none';
  if (!page.draft) return 'published';
  return versionChanges(page.published, page.draft).length > 0 ? 'publishedWithChanges' : 'published';
}
