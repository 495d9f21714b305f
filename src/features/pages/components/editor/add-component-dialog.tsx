import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageEditorComponents } from '@/features/pages/hooks/use-page-editor-components';
import '@/features/pages/catalogue-editor';

/** Picks a component template (with its category) and adds it at the end of the draft. */
export function AddComponentDialog({ components }: { components: PageEditorComponents }) {
  const { t } = useTranslation();
  const [templateId, setTemplateId] = useState('');
  const { templates, adding, addPending } = components;
  const close = () => {
    if (addPending) return;
    setTemplateId('');
    components.closeAdd();
  };
  return (
    <Dialog open={adding} onClose={close} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (templateId) void components.onAdd(templateId).then(() => setTemplateId(''));
        }}
      >
        <DialogTitle>{t('pages.editor.components.addTitle')}</DialogTitle>
        <DialogContent>
          {templates.isError ? (
            <Alert severity="error">{t('pages.editor.components.templatesFailed')}</Alert>
          ) : (
            <TextField
              select
              fullWidth
              sx={{ mt: 1 }}
              label={t('pages.editor.components.template')}
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
              helperText={templates.isLoading ? t('pages.editor.components.templatesLoading') : undefined}
            >
              {(templates.data ?? []).map((template) => (
                <MenuItem key={template.publicId} value={template.publicId}>
                  {template.category?.name ? `${template.name} (${template.category.name})` : template.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={addPending}>
            {t('ui.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!templateId || addPending} loading={addPending}>
            {t('pages.editor.components.addConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
