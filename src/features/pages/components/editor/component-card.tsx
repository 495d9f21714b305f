import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useDraggable } from '@dnd-kit/core';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dragId } from '@/features/pages/hooks/use-page-editor-layout';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import '@/features/pages/catalogue-editor';

interface ComponentCardProps {
  component: ViewComponent;
  name: string;
  /** Where it is and how big, in words. */
  place: string;
  /** The id of the text that tells how to move it by keyboard. */
  helpId: string;
  busy: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onSettings: () => void;
  onRemove: () => void;
  /** A drop target's ref (cards), besides the draggable's own. */
  dropRef?: (node: HTMLElement | null) => void;
  children?: ReactNode;
}

/**
 * One component in the editor: focused, the arrows move it and Shift+arrows resize it; a pointer drags its body to
 * move it and its corner to resize it. Settings and Remove are its buttons.
 */
export function ComponentCard({
  component,
  name,
  place,
  helpId,
  busy,
  onKeyDown,
  onSettings,
  onRemove,
  dropRef,
  children,
}: ComponentCardProps) {
  const { t } = useTranslation();
  const {
    setNodeRef: setCardRef,
    listeners: moveListeners,
    transform: moveBy,
    isDragging: moving,
  } = useDraggable({ id: dragId('move', component.publicId), disabled: busy });
  const {
    setNodeRef: setCornerRef,
    listeners: resizeListeners,
    transform: grow,
    isDragging: resizing,
  } = useDraggable({ id: dragId('resize', component.publicId), disabled: busy });
  const shift = moveBy ? `translate(${moveBy.x}px, ${moveBy.y}px)` : undefined;
  return (
    <Paper
      ref={(node: HTMLDivElement | null) => {
        setCardRef(node);
        dropRef?.(node);
      }}
      variant="outlined"
      role="group"
      tabIndex={0}
      aria-label={t('pages.editor.layout.item', { name, place })}
      aria-describedby={helpId}
      onKeyDown={onKeyDown}
      {...moveListeners}
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: 72,
        p: 1,
        pr: 0.5,
        overflow: 'hidden',
        cursor: busy ? 'default' : 'grab',
        transform: shift,
        zIndex: moving || resizing ? 2 : undefined,
        boxShadow: moving ? 6 : undefined,
        outlineOffset: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        ...(grow ? { width: `calc(100% + ${grow.x}px)`, height: `calc(100% + ${grow.y}px)` } : {}),
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {place}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t('pages.editor.components.settings', { name })}
          onClick={onSettings}
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          disabled={busy}
        >
          <SettingsIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('pages.editor.components.remove', { name })}
          onClick={onRemove}
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          disabled={busy}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children}
      <Box
        ref={setCornerRef}
        {...resizeListeners}
        aria-hidden
        data-testid="resize-handle"
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 16,
          height: 16,
          cursor: 'nwse-resize',
          borderRight: '3px solid',
          borderBottom: '3px solid',
          borderColor: 'text.secondary',
          borderBottomRightRadius: 4,
        }}
      />
    </Paper>
  );
}
