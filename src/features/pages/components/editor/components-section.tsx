import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { SortableList } from '@/ui/sortable-list';
import { EmptyState } from '@/ui/states';
import type { PageEditorComponents } from '@/features/pages/hooks/use-page-editor-components';
import type { PageComponent } from '@/features/pages/model/schemas';
import { AddComponentDialog } from './add-component-dialog';
import { templateLabel } from './template-label';
import '@/features/pages/catalogue-editor';

/** The draft's components in page order: add, remove after a confirmation, move by drag or keyboard. */
export function ComponentsSection({ components, busy }: { components: PageEditorComponents; busy: boolean }) {
  const { t } = useTranslation();
  const { ordered, byId, removing } = components;
  const label = (component: PageComponent) => templateLabel(t, byId, component.template?.publicId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="components-heading" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="components-heading" component="h2" variant="h6">
          {t('pages.editor.components.heading')}
        </Typography>
        <Button variant="outlined" onClick={components.openAdd} disabled={busy}>
          {t('pages.editor.components.add')}
        </Button>
      </Stack>
      {ordered.length === 0 ? (
        <EmptyState title={t('pages.editor.components.empty')} />
      ) : (
        <Box role="region" aria-label={t('pages.editor.components.list')}>
          <SortableList
            items={ordered}
            getId={(component) => component.publicId}
            getLabel={(component) => label(component).name}
            disabled={busy}
            onMove={(from, to) => void components.onMove(from, to)}
            renderItem={(component, handle) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', pr: 6, py: 0.5 }}>
                {handle}
                <ListItemText primary={label(component).name} secondary={label(component).category} />
              </Stack>
            )}
            renderSecondaryAction={(component) => (
              <IconButton
                edge="end"
                aria-label={t('pages.editor.components.remove', { name: label(component).name })}
                onClick={() => components.askRemove(component)}
                disabled={busy}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          />
        </Box>
      )}
      <AddComponentDialog components={components} />
      <ConfirmDialog
        open={removing !== null}
        title={t('pages.editor.components.removeTitle')}
        text={t('pages.editor.components.removeText', { name: removing ? label(removing).name : '' })}
        confirmLabel={t('pages.editor.components.removeConfirm')}
        destructive
        pending={components.removePending}
        onConfirm={() => void components.onRemove()}
        onCancel={components.cancelRemove}
      />
    </Paper>
  );
}
