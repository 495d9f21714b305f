import { useTranslation } from 'react-i18next';
import { ConfirmDialog, MessageDialog } from '@/ui/confirm-dialog';
import type { LockoutVerdict } from '../model/lockout';
import '../catalogue';

/**
 * What a change would take away, asked before it is made: the rights the person would lose (they may go on), or the
 * refusal when nobody could manage roles afterwards (only OK).
 */
export function LockoutDialog({
  verdict,
  onConfirm,
  onCancel,
}: {
  verdict: LockoutVerdict;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (verdict.refused) {
    return <MessageDialog open title={t('lockout.refusedTitle')} text={t('lockout.refusedText')} onClose={onCancel} />;
  }
  const [first, second] = verdict.lost.map((right) => t(`lockout.rights.${right}`));
  const rights = second ? t('lockout.and', { first, second }) : (first ?? '');
  return (
    <ConfirmDialog
      open
      title={t('lockout.confirmTitle')}
      text={t('lockout.confirmText', { rights })}
      confirmLabel={t('lockout.confirm')}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
