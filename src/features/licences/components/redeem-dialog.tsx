import { Box, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage, isAppError } from '@/api';
import { FormDialog } from '@/ui/form-dialog';
import { useRedeemCouponsMutation } from '../api';
import { parseCouponCodes } from '../model/coupon';
import '../catalogue';

/**
 * Redeems coupon codes (LicenceList POST `[{couponCode}]`), several at once, one per line. Each code is normalised and
 * checked before anything is sent; a code still being typed (the last, before a new line or leaving the field) is
 * judged once it is complete. The server's refusals show on the code their `listIndex` names.
 */
export function RedeemDialog({ onDone, onClose }: { onDone: (count: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [left, setLeft] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [formError, setFormError] = useState<string>();
  const [redeem, redemption] = useRedeemCouponsMutation();

  const entries = parseCouponCodes(text);
  const typing = !left && !/[\s,;]$/.test(text) ? 1 : 0;
  const judged = entries.slice(0, entries.length - typing);
  const problems = judged.flatMap((entry) =>
    entry.problem ? [t(`licences.redeem.${entry.problem}`, { code: entry.code })] : [],
  );
  const valid = entries.length > 0 && entries.every((entry) => entry.problem === null);
  const messages = [...problems, ...serverProblems];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) return;
    const codes = entries.map((entry) => entry.code);
    setFormError(undefined);
    const result = await redeem(codes);
    if (!result.error) {
      onDone(codes.length);
      return;
    }
    const items = isAppError(result.error) ? result.error.data : [];
    const placed = items.flatMap((item) => {
      const code = typeof item.listIndex === 'number' ? codes[item.listIndex] : undefined;
      return code ? [t('licences.redeem.serverError', { code, message: item.message })] : [];
    });
    setServerProblems(placed);
    if (placed.length === 0) setFormError(firstErrorMessage(result.error) || t('licences.done.failed'));
  };

  return (
    <FormDialog
      open
      title={t('licences.redeem.title')}
      submitLabel={t('licences.redeem.submit')}
      dirty={text.trim() !== ''}
      canSubmit={valid}
      pending={redemption.isLoading}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('licences.redeem.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setServerProblems([]);
        }}
        onBlur={() => setLeft(true)}
        onFocus={() => setLeft(false)}
        multiline
        minRows={3}
        autoFocus
        fullWidth
        required
        error={messages.length > 0}
        helperText={
          messages.length > 0 ? (
            <>
              {messages.map((message) => (
                <Box component="span" key={message} sx={{ display: 'block' }}>
                  {message}
                </Box>
              ))}
            </>
          ) : (
            t('licences.redeem.hint')
          )
        }
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
      />
    </FormDialog>
  );
}
