import { DndContext, useDroppable } from '@dnd-kit/core';
import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PageEditorComponents } from '@/features/pages/hooks/use-page-editor-components';
import { SILENT_DRAG, type PageEditorLayout } from '@/features/pages/hooks/use-page-editor-layout';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import { cardsInOrder } from '@/features/pages/model/editor/layout';
import { ComponentCard } from './component-card';
import '@/features/pages/catalogue-editor';

interface CardEditorProps {
  editor: PageEditorComponents;
  layout: PageEditorLayout;
  nameOf: (component: ViewComponent) => string;
  helpId: string;
  busy: boolean;
}

function CardSlot({
  component,
  place,
  ...props
}: Omit<CardEditorProps, 'editor'> & {
  editor: PageEditorComponents;
  component: ViewComponent;
  place: string;
}) {
  const drop = useDroppable({ id: `card:${component.publicId}` });
  const height = component.dimensions.type === 'card' ? component.dimensions.height : 240;
  return (
    <Box sx={{ height, opacity: drop.isOver ? 0.7 : 1 }}>
      <ComponentCard
        component={component}
        name={props.nameOf(component)}
        place={place}
        helpId={props.helpId}
        busy={props.busy}
        dropRef={drop.setNodeRef}
        onKeyDown={(event) => props.layout.onCardKey(component, event)}
        onSettings={() => props.editor.openSettings(component)}
        onRemove={() => props.editor.askRemove(component)}
      />
    </Box>
  );
}

/** A card page's components one under the other in their order, each as high as its `height`. */
export function CardEditor(props: CardEditorProps) {
  const { t } = useTranslation();
  const cards = cardsInOrder(props.editor.components);
  return (
    <DndContext accessibility={SILENT_DRAG} sensors={props.layout.sensors} onDragEnd={props.layout.onCardDragEnd}>
      <Stack spacing={1.5} sx={{ maxWidth: 640 }}>
        {cards.map((component, index) => (
          <CardSlot
            key={component.publicId}
            {...props}
            component={component}
            place={t('pages.editor.layout.cardPlace', {
              place: index + 1,
              count: cards.length,
              height: component.dimensions.type === 'card' ? component.dimensions.height : 0,
            })}
          />
        ))}
      </Stack>
    </DndContext>
  );
}
