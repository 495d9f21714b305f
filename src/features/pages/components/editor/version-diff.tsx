import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TemplatesById } from '@/features/pages/hooks/use-page-editor-components';
import type { VersionChange } from '@/features/pages/model/changes';
import { periodText } from '@/features/pages/model/periods';
import { templateLabel } from './template-label';
import '@/features/pages/catalogue-editor';

function changeText(t: TFunction, byId: TemplatesById, change: VersionChange): string {
  const none = t('pages.history.none');
  switch (change.kind) {
    case 'field': {
      const show = (value: string | null) =>
        change.field === 'period'
          ? periodText(value, (key) => t(`pages.editor.periods.${key}`), none)
          : (value ?? none);
      return t('pages.history.fieldChange', {
        field: t(`pages.history.fields.${change.field}`),
        from: show(change.from),
        to: show(change.to),
      });
    }
    case 'componentAdded':
      return t('pages.history.added', { name: templateLabel(t, byId, change.templateId).name });
    case 'componentRemoved':
      return t('pages.history.removed', { name: templateLabel(t, byId, change.templateId).name });
    case 'componentChanged':
      return t('pages.history.changed', { name: templateLabel(t, byId, change.templateId).name });
    case 'componentsReordered':
      return t('pages.history.reordered');
  }
}

/** What changed between two versions, one line each, as text. */
export function VersionDiff({ changes, byId }: { changes: readonly VersionChange[] | null; byId: TemplatesById }) {
  const { t } = useTranslation();
  if (changes === null) return <Typography color="text.secondary">{t('pages.history.sameVersion')}</Typography>;
  if (changes.length === 0) return <Typography color="text.secondary">{t('pages.history.noChanges')}</Typography>;
  return (
    <List dense aria-label={t('pages.history.changesHeading')}>
      {changes.map((change, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText
            primary={changeText(t, byId, change)}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
