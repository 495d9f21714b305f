import { Box } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '@/ui/safe-html';
import { POLICY_TEXT_SX } from '../policy-view';
import { EditorToolbar } from './editor-toolbar';

export interface PolicyEditorProps {
  /** The saved body: sanitised before the editor parses it (a hostile draft never reaches the editor's DOM). */
  initialHtml: string;
  /** The accessible names of the text box and of its toolbar. */
  label: string;
  toolbarLabel: string;
  lang: string;
  /** The editor's own HTML of the initial body: what "unchanged" means (the editor normalises markup). */
  onReady: (html: string) => void;
  onChange: (html: string) => void;
}

/**
 * The rich-text editor of one policy language (tiptap's StarterKit: headings, bold, italic, lists, links, undo/redo),
 * with its toolbar. Its own chunk: only the builders download the editor library.
 */
export default function PolicyEditor({ initialHtml, label, toolbarLabel, lang, onReady, onChange }: PolicyEditorProps) {
  // The editor keeps the callbacks of its creation: these refs hand it the latest ones.
  const callbacks = useRef({ onReady, onChange });
  useEffect(() => {
    callbacks.current = { onReady, onChange };
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer' },
        },
      }),
    ],
    content: sanitizeHtml(initialHtml),
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', lang } },
    onCreate: ({ editor: created }) => callbacks.current.onReady(created.getHTML()),
    onUpdate: ({ editor: updated }) => callbacks.current.onChange(updated.getHTML()),
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {editor && <EditorToolbar editor={editor} label={toolbarLabel} />}
      <Box
        sx={{
          ...POLICY_TEXT_SX,
          '& .ProseMirror': { minHeight: 260, p: 2, outline: 'none', whiteSpace: 'pre-wrap' },
          '& .ProseMirror > :first-child': { mt: 0 },
          '& .ProseMirror:focus-visible': {
            boxShadow: (theme) => `inset 0 0 0 2px ${(theme.vars ?? theme).palette.primary.main}`,
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
