import { PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxChange } from '../model/data/sheet';
import type { ViewComponent } from '../model/data/view-components';
import { CARD_STEP, cardsInOrder, changeOnGrid, moveCard, resizeCard, type LayoutChange } from '../model/editor/layout';
import type { PageEditorComponents } from './use-page-editor-components';
import '../catalogue-editor';

/** A grid cell's size in pixels, for turning a pointer's travel into cells. */
export interface CellSize {
  width: number;
  height: number;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const silent = () => undefined;
/**
 * @dnd-kit's own announcements name a drag by its id, in English: silenced. The outcome of a move or a resize is said
 * once, in words, in the editor's own live region.
 */
export const SILENT_DRAG: { announcements: Announcements } = {
  announcements: { onDragStart: silent, onDragOver: silent, onDragEnd: silent, onDragCancel: silent },
};

/** What a drag's id says: which component, and whether its body (move) or its corner (resize) was dragged. */
export const dragId = (kind: 'move' | 'resize', publicId: string) => `${kind}:${publicId}`;
const parseDragId = (id: string | number): { kind: string; publicId: string } => {
  const [kind = '', ...rest] = String(id).split(':');
  return { kind, publicId: rest.join(':') };
};

/**
 * Moving and resizing the draft's components by pointer (@dnd-kit/core) and by keyboard (arrows move by one cell,
 * Shift+arrows resize by one; on a card page arrows reorder and Shift+arrows change the height), each change said in
 * words in a polite live region and sent as one PATCH of the components it changed.
 */
export function usePageEditorLayout(editor: PageEditorComponents, nameOf: (component: ViewComponent) => string) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const { components, byId } = editor;
  const templateOf = (component: ViewComponent) => (component.templateId ? byId.get(component.templateId) : undefined);
  const find = (publicId: string) => components.find((component) => component.publicId === publicId);

  const sayGrid = (component: ViewComponent, change: BoxChange, changes: readonly LayoutChange[]) => {
    const after = changes.find((item) => item.publicId === component.publicId)?.dimensions;
    const name = nameOf(component);
    if (!after || after.type === 'card') {
      setAnnouncement(t('pages.editor.layout.limit', { name }));
      return;
    }
    setAnnouncement(
      change.kind === 'move'
        ? t('pages.editor.layout.moved', { name, column: after.left + 1, row: after.top + 1 })
        : t('pages.editor.layout.resized', { name, cols: after.cols, rows: after.rows }),
    );
  };

  const onGrid = (component: ViewComponent, change: BoxChange) => {
    const { changes } = changeOnGrid(components, component.publicId, change, templateOf(component));
    sayGrid(component, change, changes);
    void editor.onLayout(changes);
  };

  const onCardMove = (component: ViewComponent, to: number) => {
    const changes = moveCard(components, component.publicId, to);
    const count = components.length;
    setAnnouncement(
      changes.length
        ? t('pages.editor.layout.cardMoved', {
            name: nameOf(component),
            place: Math.min(Math.max(to, 0), count - 1) + 1,
            count,
          })
        : t('pages.editor.layout.limit', { name: nameOf(component) }),
    );
    void editor.onLayout(changes);
  };

  const onCardResize = (component: ViewComponent, delta: number) => {
    const changes = resizeCard(component, delta, templateOf(component));
    const after = changes[0]?.dimensions;
    setAnnouncement(
      after?.type === 'card'
        ? t('pages.editor.layout.cardResized', { name: nameOf(component), height: after.height })
        : t('pages.editor.layout.limit', { name: nameOf(component) }),
    );
    void editor.onLayout(changes);
  };

  /** Keys on a focused component of a sheet or report. */
  const onGridKey = (component: ViewComponent, event: KeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || event.target !== event.currentTarget) return;
    event.preventDefault();
    const [x, y] = arrow;
    onGrid(component, event.shiftKey ? { kind: 'resize', dCols: x, dRows: y } : { kind: 'move', dLeft: x, dTop: y });
  };

  /** Keys on a focused card: up and down reorder, Shift changes its height. */
  const onCardKey = (component: ViewComponent, event: KeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || arrow[1] === 0 || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (event.shiftKey) {
      onCardResize(component, arrow[1] * CARD_STEP);
      return;
    }
    const place = cardsInOrder(components).findIndex((card) => card.publicId === component.publicId);
    onCardMove(component, place + arrow[1]);
  };

  /** A pointer's drag on a sheet or report ended: its travel in whole cells. */
  const onGridDragEnd = (event: DragEndEvent, cell: CellSize) => {
    const { kind, publicId } = parseDragId(event.active.id);
    const component = find(publicId);
    if (!component) return;
    const dx = Math.round(event.delta.x / cell.width);
    const dy = Math.round(event.delta.y / cell.height);
    if (dx === 0 && dy === 0) return;
    onGrid(
      component,
      kind === 'resize' ? { kind: 'resize', dCols: dx, dRows: dy } : { kind: 'move', dLeft: dx, dTop: dy },
    );
  };

  /** A pointer's drag on a card page ended: dropped on another card takes its place; the corner changes the height. */
  const onCardDragEnd = (event: DragEndEvent) => {
    const { kind, publicId } = parseDragId(event.active.id);
    const component = find(publicId);
    if (!component) return;
    if (kind === 'resize') {
      if (Math.round(event.delta.y) !== 0) onCardResize(component, Math.round(event.delta.y));
      return;
    }
    const over = event.over ? parseDragId(event.over.id).publicId : null;
    if (!over || over === publicId) return;
    onCardMove(
      component,
      cardsInOrder(components).findIndex((card) => card.publicId === over),
    );
  };

  return { announcement, sensors, onGridKey, onCardKey, onGridDragEnd, onCardDragEnd };
}

export type PageEditorLayout = ReturnType<typeof usePageEditorLayout>;
