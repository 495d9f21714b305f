import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorderOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { MAX_VIEW_NAME, type SavedView } from '../model/saved-views';
import '../catalogue';

interface SavedViewsMenuProps {
  views: readonly SavedView[];
  onApply: (view: SavedView) => void;
  onSave: (name: string) => void;
  onDelete: (name: string) => void;
}

/** Saved views: apply one, delete one, or save the current filters under a name. */
export function SavedViewsMenu({ views, onApply, onSave, onDelete }: SavedViewsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const close = () => setAnchor(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    onSave(name.trim());
    setSaving(false);
  };
  const invalid = touched && !name.trim();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="dialog"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('auditTrail.views.button')}
      </Button>
      <Popover
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <List dense aria-label={t('auditTrail.views.menuLabel')} sx={{ minWidth: 240 }}>
          {views.length === 0 && (
            <ListItem>
              <ListItemText secondary={t('auditTrail.views.none')} />
            </ListItem>
          )}
          {views.map((view) => (
            <ListItem
              key={view.name}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('auditTrail.views.delete', { name: view.name })}
                  onClick={() => onDelete(view.name)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                aria-label={t('auditTrail.views.apply', { name: view.name })}
                onClick={() => {
                  close();
                  onApply(view);
                }}
              >
                <ListItemText primary={view.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            onClick={() => {
              close();
              setName('');
              setTouched(false);
              setSaving(true);
            }}
          >
            {t('auditTrail.views.save')}
          </Button>
        </Box>
      </Popover>
      <FormDialog
        open={saving}
        title={t('auditTrail.views.saveTitle')}
        submitLabel={t('auditTrail.views.saveSubmit')}
        dirty={name !== ''}
        canSubmit={name.trim() !== ''}
        pending={false}
        onSubmit={submit}
        onClose={() => setSaving(false)}
      >
        <Stack>
          <TextField
            autoFocus
            required
            label={t('auditTrail.views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={invalid}
            helperText={invalid ? t('auditTrail.views.nameRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
          />
        </Stack>
      </FormDialog>
    </>
  );
}
