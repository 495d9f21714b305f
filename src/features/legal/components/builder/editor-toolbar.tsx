import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog';

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One labelled, keyboard-reachable toolbar button; toggles say whether they are on. */
function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          color={pressed ? 'primary' : 'default'}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const HEADING_SX = { fontWeight: 700, fontSize: 14, width: 24, lineHeight: '24px' } as const;

/** Headings, bold, italic, the two lists, link, undo and redo for one editor. */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string) => t(`legal.builder.toolbar.${key}` as 'legal.builder.toolbar.bold');
  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tool label={tool('heading2')} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Box component="span" aria-hidden sx={HEADING_SX}>
          H2
        </Box>
      </Tool>
      <Tool label={tool('heading3')} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Box component="span" aria-hidden sx={HEADING_SX}>
          H3
        </Box>
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={tool('bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon aria-hidden />
      </Tool>
      <Tool label={tool('italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon aria-hidden />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={tool('bulletList')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon aria-hidden />
      </Tool>
      <Tool label={tool('orderedList')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon aria-hidden />
      </Tool>
      <Tool label={tool('link')} pressed={state.link} onClick={() => setLinkOpen(true)}>
        <InsertLinkIcon aria-hidden />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={tool('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon aria-hidden />
      </Tool>
      <Tool label={tool('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon aria-hidden />
      </Tool>
      {linkOpen && (
        <LinkDialog
          open
          initial={state.href}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            setLinkOpen(false);
            chain().extendMarkRange('link').setLink({ href, target: '_blank' }).run();
          }}
          onRemove={() => {
            setLinkOpen(false);
            chain().extendMarkRange('link').unsetLink().run();
          }}
        />
      )}
    </Box>
  );
}
