import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Notice } from '@/ui/notice';
import type { PolicyBuilder } from '@/features/legal/hooks/use-policy-builder';
import { POLICY_SETTINGS, type PolicyKind, type PolicySetting } from '@/features/legal/model/policy-kind';

/** Which policy applies in the company (MyCompany `custom…`): the sector's, the company's own, or none; changed after a confirmation. */
export function SettingSection({ kind, builder }: { kind: PolicyKind; builder: PolicyBuilder }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PolicySetting | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    const failure = await builder.changeSetting(pending);
    setError(failure);
    setPending(null);
  };
  return (
    <FormControl>
      <FormLabel id={`${kind}-setting`}>{t(`legal.builder.setting.label.${kind}`)}</FormLabel>
      <RadioGroup
        aria-labelledby={`${kind}-setting`}
        value={builder.setting ?? ''}
        onChange={(event) => setPending(event.target.value as PolicySetting)}
      >
        {POLICY_SETTINGS.map((setting) => (
          <FormControlLabel
            key={setting}
            value={setting}
            control={<Radio />}
            label={t(`legal.builder.setting.${setting}`)}
            disabled={builder.changingSetting || (setting === 'company' && !builder.allowed)}
          />
        ))}
      </RadioGroup>
      {error && <Notice severity="error">{t('legal.builder.setting.failed', { message: error })}</Notice>}
      <ConfirmDialog
        open={pending !== null}
        title={t('legal.builder.setting.confirmTitle')}
        text={pending ? t('legal.builder.setting.confirmText', { setting: t(`legal.builder.setting.${pending}`) }) : ''}
        confirmLabel={t('legal.builder.setting.confirm')}
        pending={builder.changingSetting}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </FormControl>
  );
}
