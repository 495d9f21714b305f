import type { ComponentTemplate, Page, PageVersion } from '@/features/pages/model/schemas';
import { kindOfTemplate, type ComponentKind } from './kinds';
import { readSettings, type ComponentSettings } from './settings';
import {
  gridOf,
  newCardHeight,
  newSheetBox,
  readDimensions,
  type CardDimensions,
  type Dimensions,
  type ReportFormat,
  type SheetBox,
} from './sheet';

/** The layout a page's components sit on: its kind, and a report's format. */
export type PageFormat = 'sheet' | 'card' | ReportFormat;

/** A page's format from its kind and a report's orientation. */
export function pageFormat(page: Pick<Page, 'applicationType' | 'orientation'>): PageFormat {
  if (page.applicationType === 'card') return 'card';
  if (page.applicationType !== 'report') return 'sheet';
  if (page.orientation === 'portrait') return 'report-portrait';
  return page.orientation === 'landscape' ? 'report-landscape' : 'report';
}

/** A component as the viewer and the editor draw it. */
export interface ViewComponent {
  publicId: string;
  /** Its place among the version's components: names its queries. */
  index: number;
  templateId: string | null;
  templateName: string;
  kind: ComponentKind | null;
  /** Null when its `inputs` are not a JSON object. */
  settings: ComponentSettings | null;
  dimensions: Dimensions;
}

/**
 * A version's components with their kinds, settings and places. A component whose dimensions do not fit the page's
 * format (one written before the sheet, `{order}`) takes the first free place of its template's size, in order.
 */
export function viewComponents(
  version: Pick<PageVersion, 'components'>,
  templates: readonly ComponentTemplate[],
  format: PageFormat,
): ViewComponent[] {
  const byId = new Map(templates.map((template) => [template.publicId, template]));
  const read = version.components.map((component, index) => {
    const template = component.template ? byId.get(component.template.publicId) : undefined;
    const kind = kindOfTemplate(template?.name);
    return {
      publicId: component.publicId,
      index,
      templateId: component.template?.publicId ?? null,
      templateName: template?.name ?? '',
      kind,
      settings: kind ? readSettings(kind, component.inputs) : null,
      dimensions: readDimensions(component.dimensions, format),
      template,
    };
  });
  const taken: SheetBox[] = read.flatMap(({ dimensions }) => (dimensions && 'cols' in dimensions ? [dimensions] : []));
  let nextOrder = Math.max(
    0,
    ...read.map(({ dimensions }) => (dimensions?.type === 'card' ? dimensions.order + 1 : 0)),
  );
  return read.map(({ template, dimensions, ...rest }) => {
    if (dimensions) return { ...rest, dimensions };
    if (format === 'card') {
      const card: CardDimensions = { type: 'card', height: newCardHeight(template?.cardSettings), order: nextOrder };
      nextOrder += 1;
      return { ...rest, dimensions: card };
    }
    const { columns, rows } = gridOf(format);
    const box = newSheetBox(template?.sheetSettings, taken, columns, rows) ?? {
      left: 0,
      top: 0,
      cols: columns,
      rows: 1,
    };
    taken.push(box);
    return { ...rest, dimensions: { type: format, ...box } };
  });
}
