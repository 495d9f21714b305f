/**
 * The platform's 12-column sheet (docs/MACHINE-DATA.md, PageComponent dimensions): where a component sits, how it is
 * moved and resized within its template's limits, and how the phone layout stacks it.
 */
export const SHEET_COLUMNS = 12;
export const SHEET_ROWS = 72;

export interface SheetBox {
  left: number;
  top: number;
  cols: number;
  rows: number;
}

export interface SheetDimensions extends SheetBox {
  type: 'sheet';
  mobileOrder?: number;
  mobileHeight?: number;
  mobileLeft?: number;
  mobileCols?: number;
}

export interface CardDimensions {
  type: 'card';
  height: number;
  order: number;
}

export type ReportFormat = 'report' | 'report-portrait' | 'report-landscape';
export interface ReportDimensions extends SheetBox {
  type: ReportFormat;
}

export type Dimensions = SheetDimensions | CardDimensions | ReportDimensions;

/** A template's sizes (PageComponentTemplate sheetSettings and cardSettings). */
export interface SheetSettings {
  minCols: number;
  minRows: number;
  defaultCols?: number | null;
  defaultRows?: number | null;
  maxCols?: number | null;
  maxRows?: number | null;
}
export interface CardSettings {
  minHeight: number;
  defaultHeight?: number | null;
  maxHeight?: number | null;
}

/** Each report format's grid, in columns and rows. */
export const REPORT_GRIDS: Record<ReportFormat, { columns: number; rows: number }> = {
  report: { columns: 8, rows: 16 },
  'report-portrait': { columns: 6, rows: 16 },
  'report-landscape': { columns: 8, rows: 11 },
};

const CARD_MAX_HEIGHT = 65535;
/** Sizes used where a template gives none: a third of the sheet's width, six rows high; a card of 240 px. */
const FALLBACK_SHEET = { cols: 4, rows: 6 };
const FALLBACK_CARD_HEIGHT = 240;

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/** The grid a sheet or a report format has. */
export const gridOf = (type: SheetDimensions['type'] | ReportFormat): { columns: number; rows: number } =>
  type === 'sheet' ? { columns: SHEET_COLUMNS, rows: SHEET_ROWS } : REPORT_GRIDS[type];

function boxIn(raw: Record<string, unknown>, columns: number, rows: number): SheetBox | null {
  const [left, top, cols, height] = [int(raw.left), int(raw.top), int(raw.cols), int(raw.rows)];
  if (left === null || top === null || cols === null || height === null) return null;
  const width = clamp(cols, 1, columns);
  const tall = clamp(height, 1, rows);
  return { left: clamp(left, 0, columns - width), top: clamp(top, 0, rows - tall), cols: width, rows: tall };
}

/** A component's dimensions as the platform sends them, read for its page's kind; null when they do not fit it. */
export function readDimensions(raw: unknown, pageType: 'sheet' | 'card' | ReportFormat): Dimensions | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  if (pageType === 'card') {
    const [height, order] = [int(fields.height), int(fields.order)];
    return fields.type === 'card' && height !== null && order !== null
      ? { type: 'card', height: clamp(height, 1, CARD_MAX_HEIGHT), order }
      : null;
  }
  if (fields.type !== pageType) return null;
  const { columns, rows } = gridOf(pageType);
  const box = boxIn(fields, columns, rows);
  if (!box) return null;
  if (pageType !== 'sheet') return { type: pageType, ...box };
  const mobile: Partial<SheetDimensions> = {};
  for (const key of ['mobileOrder', 'mobileHeight', 'mobileLeft', 'mobileCols'] as const) {
    const value = int(fields[key]);
    if (value !== null && value >= 0) mobile[key] = value;
  }
  return { type: 'sheet', ...box, ...mobile };
}

/** The limits a template puts on a component's size on a grid of `columns` × `rows`. */
export function sizeLimits(settings: SheetSettings | null | undefined, columns: number, rows: number) {
  const minCols = clamp(settings?.minCols ?? 1, 1, columns);
  const minRows = clamp(settings?.minRows ?? 1, 1, rows);
  return {
    minCols,
    minRows,
    maxCols: clamp(settings?.maxCols ?? columns, minCols, columns),
    maxRows: clamp(settings?.maxRows ?? rows, minRows, rows),
  };
}

const overlaps = (a: SheetBox, b: SheetBox): boolean =>
  a.left < b.left + b.cols && b.left < a.left + a.cols && a.top < b.top + b.rows && b.top < a.top + a.rows;

/** The first free place, row by row, for a box of the given size among `taken`; null when the grid is full. */
export function firstFreePlace(
  taken: readonly SheetBox[],
  cols: number,
  rows: number,
  columns: number,
  gridRows: number,
): SheetBox | null {
  for (let top = 0; top + rows <= gridRows; top += 1) {
    for (let left = 0; left + cols <= columns; left += 1) {
      const box = { left, top, cols, rows };
      if (!taken.some((other) => overlaps(box, other))) return box;
    }
  }
  return null;
}

/** A new component's size and place: its template's default size (else its minimum), in the first free place. */
export function newSheetBox(
  settings: SheetSettings | null | undefined,
  taken: readonly SheetBox[],
  columns = SHEET_COLUMNS,
  gridRows = SHEET_ROWS,
): SheetBox | null {
  const limits = sizeLimits(settings, columns, gridRows);
  const cols = clamp(
    settings?.defaultCols ?? Math.max(FALLBACK_SHEET.cols, limits.minCols),
    limits.minCols,
    limits.maxCols,
  );
  const rows = clamp(
    settings?.defaultRows ?? Math.max(FALLBACK_SHEET.rows, limits.minRows),
    limits.minRows,
    limits.maxRows,
  );
  return firstFreePlace(taken, cols, rows, columns, gridRows);
}

/** A new card's height: its template's default, else its minimum, else 240 px. */
export function newCardHeight(settings: CardSettings | null | undefined): number {
  const min = settings?.minHeight ?? 1;
  const max = settings?.maxHeight ?? CARD_MAX_HEIGHT;
  return clamp(settings?.defaultHeight ?? Math.max(FALLBACK_CARD_HEIGHT, min), min, max);
}

export type BoxChange =
  { kind: 'move'; dLeft: number; dTop: number } | { kind: 'resize'; dCols: number; dRows: number };

/** A box moved or resized by whole cells, kept on the grid and within its template's limits. */
export function changeBox(
  box: SheetBox,
  change: BoxChange,
  limits: ReturnType<typeof sizeLimits>,
  columns: number,
  gridRows: number,
): SheetBox {
  if (change.kind === 'move') {
    return {
      ...box,
      left: clamp(box.left + change.dLeft, 0, columns - box.cols),
      top: clamp(box.top + change.dTop, 0, gridRows - box.rows),
    };
  }
  const cols = clamp(box.cols + change.dCols, limits.minCols, Math.min(limits.maxCols, columns - box.left));
  const rows = clamp(box.rows + change.dRows, limits.minRows, Math.min(limits.maxRows, gridRows - box.top));
  return { ...box, cols, rows };
}

/**
 * The boxes after `moved` took its new place: every box it now covers moves down below it, and so on for the boxes
 * those cover, as a dashboard's grid makes room. A box pushed past the grid's bottom stays at the last rows it fits.
 */
export function makeRoom<T extends SheetBox & { id: string }>(boxes: readonly T[], moved: T, gridRows: number): T[] {
  const placed: T[] = [moved];
  const rest = boxes.filter((box) => box.id !== moved.id).sort((a, b) => a.top - b.top || a.left - b.left);
  for (const box of rest) {
    let next = box;
    for (let guard = 0; guard < gridRows; guard += 1) {
      const blocker = placed.find((other) => overlaps(next, other));
      if (!blocker) break;
      next = { ...next, top: Math.min(blocker.top + blocker.rows, gridRows - next.rows) };
      if (next.top + next.rows >= gridRows && placed.some((other) => overlaps(next, other))) break;
    }
    placed.push(next);
  }
  return boxes.map((box) => placed.find((other) => other.id === box.id) ?? box);
}

/** The phone layout: components one under the other by `mobileOrder`, else by their place on the sheet. */
export function mobileOrder<T extends { dimensions: SheetDimensions }>(items: readonly T[]): T[] {
  const rank = (item: T) => item.dimensions.mobileOrder ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort(
    (a, b) => rank(a) - rank(b) || a.dimensions.top - b.dimensions.top || a.dimensions.left - b.dimensions.left,
  );
}
