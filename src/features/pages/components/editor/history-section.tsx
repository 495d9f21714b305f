import {
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorState, LoadingRows } from '@/ui/states';
import type { TemplatesById } from '@/features/pages/hooks/use-page-editor-components';
import { usePageEditorHistory } from '@/features/pages/hooks/use-page-editor-history';
import { canRestore, versionMark } from '@/features/pages/model/history';
import type { Page, PageVersion } from '@/features/pages/model/schemas';
import { VersionDiff } from './version-diff';
import '@/features/pages/catalogue-editor';

/** The page's versions newest first (Draft, Published, Earlier), two of them compared, an earlier one restored as the draft. */
export function HistorySection({ page, byId, busy }: { page: Page; byId: TemplatesById; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const history = usePageEditorHistory(page);
  const { versions, ordered, from, to, restoring } = history;
  const format = dateTimeFormat(i18n.language);
  const title = (version: PageVersion) => version.title || t('pages.history.untitled');
  const label = (version: PageVersion) =>
    t('pages.history.version', { mark: t(`pages.history.marks.${versionMark(page, version)}`), title: title(version) });
  const date = (version: PageVersion) => {
    const when = version.updatedOn ?? version.createdOn;
    return when ? t('pages.history.updated', { date: format.format(new Date(when)) }) : undefined;
  };
  const picker = (name: 'compareFrom' | 'compareTo', value: PageVersion | undefined, onPick: (id: string) => void) => (
    <TextField
      select
      size="small"
      label={t(`pages.history.${name}`)}
      value={value?.publicId ?? ''}
      onChange={(event) => onPick(event.target.value)}
      sx={{ flex: '1 1 220px', minWidth: 0 }}
    >
      {ordered.map((version) => (
        <MenuItem key={version.publicId} value={version.publicId}>
          {label(version)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-heading" sx={{ p: 2 }}>
      <Typography id="history-heading" component="h2" variant="h6">
        {t('pages.history.heading')}
      </Typography>
      {versions.isLoading ? (
        <LoadingRows label={t('pages.history.loading')} rows={3} />
      ) : versions.isError ? (
        <ErrorState onRetry={() => void versions.refetch()} />
      ) : ordered.length === 0 ? (
        <Typography color="text.secondary">{t('pages.history.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          <List dense aria-label={t('pages.history.list')}>
            {ordered.map((version) => (
              <ListItem
                key={version.publicId}
                disableGutters
                secondaryAction={
                  canRestore(page, version) ? (
                    <Button
                      size="small"
                      onClick={() => history.askRestore(version)}
                      disabled={busy}
                      aria-label={t('pages.history.restoreLabel', { title: title(version) })}
                    >
                      {t('pages.history.restore')}
                    </Button>
                  ) : undefined
                }
                sx={{ pr: canRestore(page, version) ? 18 : 0 }}
              >
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`pages.history.marks.${versionMark(page, version)}`)}
                  sx={{ mr: 1, flexShrink: 0 }}
                />
                <ListItemText
                  primary={title(version)}
                  secondary={date(version)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {picker('compareFrom', from, history.pickFrom)}
            {picker('compareTo', to, history.pickTo)}
          </Stack>
          <Typography component="h3" variant="subtitle1">
            {t('pages.history.changesHeading')}
          </Typography>
          <VersionDiff changes={history.changes} byId={byId} />
        </Stack>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('pages.history.restoreTitle')}
        text={t('pages.history.restoreText')}
        confirmLabel={t('pages.history.restoreConfirm')}
        destructive
        pending={history.restorePending}
        onConfirm={() => void history.onRestore()}
        onCancel={history.cancelRestore}
      />
    </Paper>
  );
}
