import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/lib/visually-hidden';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/states';
import type { PageEditorComponents } from '@/features/pages/hooks/use-page-editor-components';
import { usePageEditorLayout } from '@/features/pages/hooks/use-page-editor-layout';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import { AddComponentDialog } from './add-component-dialog';
import { CardEditor } from './card-editor';
import { GridEditor } from './grid-editor';
import { SettingsDialog } from './settings/settings-dialog';
import '@/features/pages/catalogue-editor';

interface ComponentsSectionProps {
  components: PageEditorComponents;
  busy: boolean;
  /** The preview device, whose tags the settings offer; empty for none. */
  previewAgentId: string;
}

/**
 * The draft's components on the page's grid (or card stack): add one in the first free place, move and resize it by
 * pointer or keyboard, change its settings, remove it after a confirmation.
 */
export function ComponentsSection({ components, busy, previewAgentId }: ComponentsSectionProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const nameOf = (component: ViewComponent) =>
    component.settings?.title || component.templateName || t('pages.editor.components.unknownTemplate');
  const layout = usePageEditorLayout(components, nameOf);
  const { removing, editing, format } = components;
  const shared = { editor: components, layout, nameOf, helpId, busy };
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
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {format === 'card' ? t('pages.editor.layout.cardHelp') : t('pages.editor.layout.gridHelp')}
      </Typography>
      {components.components.length === 0 ? (
        <EmptyState title={t('pages.editor.components.empty')} />
      ) : (
        <Box role="region" aria-label={t('pages.editor.components.list')}>
          {format === 'card' ? <CardEditor {...shared} /> : <GridEditor {...shared} />}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="layout-announcement">
        {layout.announcement}
      </Box>
      <AddComponentDialog components={components} />
      {editing && (
        <SettingsDialog
          key={editing.publicId}
          component={editing}
          format={format}
          name={nameOf(editing)}
          previewAgentId={previewAgentId}
          onSave={components.onSaveSettings}
          onClose={components.closeSettings}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('pages.editor.components.removeTitle')}
        text={t('pages.editor.components.removeText', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('pages.editor.components.removeConfirm')}
        destructive
        pending={components.removePending}
        onConfirm={() => void components.onRemove()}
        onCancel={components.cancelRemove}
      />
    </Paper>
  );
}
