import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, List, ListItem } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './catalogue';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name, for the move button and the screen-reader announcements. */
  getLabel: (item: T) => string;
  /** Without the right to reorder: no move buttons, nothing can be dragged. */
  disabled: boolean;
  /** Called after a drop at another place, with indices of `items`. */
  onMove: (from: number, to: number) => void;
  /** The row's content; `handle` is the move button (null when disabled). */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  renderSecondaryAction?: (item: T) => ReactNode;
}

interface RowProps {
  id: string;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
  secondaryAction?: ReactNode;
}

function SortableRow({ id, label, disabled, children, secondaryAction }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = disabled ? null : (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('ui.actions.move', { name: label })}
      size="small"
      edge="start"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', ml: 0.5 }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      secondaryAction={secondaryAction}
      data-dragging={isDragging || undefined}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
      sx={{ position: 'relative', zIndex: isDragging ? 1 : 'auto', bgcolor: isDragging ? 'action.hover' : undefined }}
    >
      {children(handle)}
    </ListItem>
  );
}

/** A vertical list reordered by pointer or keyboard (dnd-kit), announced for screen readers. */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  disabled,
  onMove,
  renderItem,
  renderSecondaryAction,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);

  const nameOf = (id: UniqueIdentifier): string => {
    const item = items.find((candidate) => getId(candidate) === String(id));
    return item ? getLabel(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined): number => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('ui.sortable.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('ui.sortable.over', { name: nameOf(active.id), position: positionOf(over.id), count: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('ui.sortable.dropped', {
        name: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        count: ids.length,
      }),
    onDragCancel: ({ active }) =>
      t('ui.sortable.cancelled', { name: nameOf(active.id), position: positionOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('ui.sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List dense disablePadding>
          {items.map((item) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              disabled={disabled}
              secondaryAction={renderSecondaryAction?.(item)}
            >
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
