import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '@/ui/sortable-list';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { useAudiencesQuery } from '@/features/access-categories';
import { useMenuItemsEditor } from '../hooks/use-menu-items-editor';
import type { MenuItemRow } from '../model/menu-items';
import { SettingsCard } from './settings-card';
import '../catalogue';

/** The company's menu items, edited in place: name, page, access category, pinned; reordered by drag or keyboard. */
export function MenuItemsSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const model = useMenuItemsEditor();
  useEffect(() => onDirtyChange(model.dirty), [model.dirty, onDirtyChange]);
  const audiences = useAudiencesQuery();
  const labelOf = (row: MenuItemRow) => row.name.trim() || t('identity.menuItems.unnamed');

  const renderRow = (row: MenuItemRow, handle: React.ReactNode) => (
    <Box
      role="group"
      aria-label={labelOf(row)}
      aria-describedby={model.rowErrors[row.key] ? `${row.key}-error` : undefined}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, py: 1, pr: 1, width: '100%' }}
    >
      {handle}
      <TextField
        size="small"
        label={t('identity.menuItems.name')}
        value={row.name}
        onChange={(event) => model.change(row.key, { name: event.target.value })}
        disabled={model.saving}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        sx={{ flex: '1 1 160px' }}
      />
      <TextField
        select
        size="small"
        label={t('identity.menuItems.page')}
        value={row.pageId ?? ''}
        onChange={(event) => model.change(row.key, { pageId: event.target.value || null })}
        disabled={model.saving}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 160px' }}
      >
        <option value="">{t('identity.menuItems.noPage')}</option>
        {model.pages.map((page) => (
          <option key={page.publicId} value={page.publicId}>
            {page.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('identity.menuItems.audience')}
        value={row.audienceId ?? ''}
        onChange={(event) => model.change(row.key, { audienceId: event.target.value || null })}
        disabled={model.saving}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 160px' }}
      >
        <option value="">{t('identity.menuItems.noAudience')}</option>
        {(audiences.data ?? []).map((audience) => (
          <option key={audience.publicId} value={audience.publicId}>
            {audience.name}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        label={t('identity.menuItems.pinned')}
        control={
          <Checkbox
            checked={row.pinned}
            onChange={(event) => model.change(row.key, { pinned: event.target.checked })}
            disabled={model.saving}
          />
        }
      />
      <IconButton
        aria-label={t('identity.menuItems.remove', { name: labelOf(row) })}
        onClick={() => model.remove(row.key)}
        disabled={model.saving}
        size="small"
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
      {model.rowErrors[row.key] && (
        <FormHelperText id={`${row.key}-error`} error sx={{ flexBasis: '100%', m: 0, pl: 5 }}>
          {model.rowErrors[row.key]}
        </FormHelperText>
      )}
    </Box>
  );

  return (
    <SettingsCard heading={t('identity.menuItems.heading')} text={t('identity.menuItems.text')} busy={model.saving}>
      {model.isLoading ? (
        <LoadingRows label={t('identity.menuItems.list')} />
      ) : model.loadError !== null ? (
        <ErrorState title={t('identity.menuItems.loadFailed')} message={model.loadError} onRetry={model.retry} />
      ) : (
        <Stack spacing={2}>
          {model.failure && <Alert severity="error">{model.failure}</Alert>}
          {model.rows.length === 0 ? (
            <EmptyState title={t('identity.menuItems.empty')} />
          ) : (
            <Box>
              <SortableList
                items={model.rows}
                getId={(row) => row.key}
                getLabel={labelOf}
                disabled={model.saving}
                onMove={model.move}
                renderItem={renderRow}
              />
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Button startIcon={<AddIcon />} onClick={model.add} disabled={model.saving}>
              {t('identity.menuItems.add')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={model.reset} disabled={!model.dirty || model.saving}>
              {t('identity.menuItems.reset')}
            </Button>
            <Button variant="contained" onClick={model.save} disabled={!model.dirty || model.saving}>
              {t('identity.menuItems.save')}
            </Button>
          </Stack>
        </Stack>
      )}
    </SettingsCard>
  );
}
