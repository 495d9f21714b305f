import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import './catalogue';

/**
 * The one question before unsaved changes are lost, whether a dialog closes or the person leaves a page: the same
 * title, text and buttons everywhere.
 */
export function UnsavedChangesDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('ui.discard.title')}
      text={t('ui.discard.text')}
      confirmLabel={t('ui.discard.confirm')}
      cancelLabel={t('ui.discard.keep')}
      destructive
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
