import { DndContext } from '@dnd-kit/core';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_PIXELS } from '@/features/pages/components/viewer/page-grid';
import { useElementWidth } from '@/features/pages/components/viewer/use-element-width';
import type { PageEditorComponents } from '@/features/pages/hooks/use-page-editor-components';
import { SILENT_DRAG, type PageEditorLayout } from '@/features/pages/hooks/use-page-editor-layout';
import { gridOf, type SheetBox } from '@/features/pages/model/data/sheet';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import { ComponentCard } from './component-card';
import '@/features/pages/catalogue-editor';

/** The gap between cells, as the viewer's grid has it. */
const GAP = 12;
/** Rows shown below the lowest component, to move one further down. */
const SPARE_ROWS = 4;

interface GridEditorProps {
  editor: PageEditorComponents;
  layout: PageEditorLayout;
  nameOf: (component: ViewComponent) => string;
  helpId: string;
  busy: boolean;
}

const boxOf = (component: ViewComponent): SheetBox | null =>
  component.dimensions.type === 'card' ? null : component.dimensions;

/** The components of a sheet or a report on its grid, where their `dimensions` put them. */
export function GridEditor({ editor, layout, nameOf, helpId, busy }: GridEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useElementWidth(ref, 960);
  const format = editor.format === 'card' ? 'sheet' : editor.format;
  const { columns, rows } = gridOf(format);
  const bottom = Math.max(
    0,
    ...editor.components.map((component) => {
      const box = boxOf(component);
      return box ? box.top + box.rows : 0;
    }),
  );
  const shownRows = Math.min(rows, Math.max(8, bottom + SPARE_ROWS));
  const cell = { width: (width + GAP) / columns, height: ROW_PIXELS + GAP };
  return (
    <DndContext
      accessibility={SILENT_DRAG}
      sensors={layout.sensors}
      onDragEnd={(event) => layout.onGridDragEnd(event, cell)}
    >
      <Box
        ref={ref}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${shownRows}, ${ROW_PIXELS}px)`,
          gap: `${GAP}px`,
          p: 0.5,
          borderRadius: 1,
          backgroundColor: 'action.hover',
          maxWidth: format === 'sheet' ? undefined : 960,
        }}
      >
        {editor.components.map((component) => {
          const box = boxOf(component);
          if (!box) return null;
          const name = nameOf(component);
          return (
            <Box
              key={component.publicId}
              sx={{
                gridColumn: `${box.left + 1} / span ${box.cols}`,
                gridRow: `${box.top + 1} / span ${box.rows}`,
                minWidth: 0,
              }}
            >
              <ComponentCard
                component={component}
                name={name}
                place={t('pages.editor.layout.place', {
                  column: box.left + 1,
                  row: box.top + 1,
                  cols: box.cols,
                  rows: box.rows,
                })}
                helpId={helpId}
                busy={busy}
                onKeyDown={(event) => layout.onGridKey(component, event)}
                onSettings={() => editor.openSettings(component)}
                onRemove={() => editor.askRemove(component)}
              />
            </Box>
          );
        })}
      </Box>
    </DndContext>
  );
}
