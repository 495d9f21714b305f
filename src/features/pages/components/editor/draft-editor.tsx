import { Box, Paper, Stack } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { usePageEditorComponents } from '@/features/pages/hooks/use-page-editor-components';
import { draftFormValues, type DraftFormValues } from '@/features/pages/model/draft-form';
import type { Page, PageVersion } from '@/features/pages/model/schemas';
import { ComponentsSection } from './components-section';
import { DraftForm } from './draft-form';
import { PreviewPanel } from './preview-panel';

/** The draft's form, its components on the page's grid, and its preview, one under the other: the grid needs the width. */
export function DraftEditor({ page, draft, busy }: { page: Page; draft: PageVersion; busy: boolean }) {
  const initial = useMemo(() => draftFormValues(page, draft), [page, draft]);
  // The form starts again from what was saved whenever the saved values change (after a save, a restore, a publish).
  const formKey = `${draft.publicId}:${JSON.stringify(initial)}`;
  const [typed, setTyped] = useState<{ key: string; values: DraftFormValues } | null>(null);
  const values = typed?.key === formKey ? typed.values : initial;
  const onValues = useCallback((next: DraftFormValues) => setTyped({ key: formKey, values: next }), [formKey]);
  const components = usePageEditorComponents(page, draft);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ maxWidth: 640 }}>
          <DraftForm key={formKey} page={page} draft={draft} initial={initial} onValues={onValues} />
        </Box>
      </Paper>
      <ComponentsSection components={components} busy={busy} previewAgentId={values.previewAgentId} />
      <PreviewPanel values={values} format={components.format} components={components.components} />
    </Stack>
  );
}
