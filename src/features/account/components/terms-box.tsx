import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/ui/safe-html';
import { LoadingRows } from '@/ui/states';
import { Notice } from '@/ui/notice';
import { pickPolicyLanguage } from '@/features/legal';
import type { SectorPolicy } from '../model/schemas';

interface TermsBoxProps {
  policy: SectorPolicy | null | undefined;
  loading: boolean;
  failed: boolean;
}

/** The sector's terms of use to accept, in the reader's language, sanitised, in a box that scrolls (and takes the keyboard). */
export function TermsBox({ policy, loading, failed }: TermsBoxProps) {
  const { t, i18n } = useTranslation();
  const headingId = 'register-terms-heading';
  if (loading) return <LoadingRows rows={3} label={t('account.register.termsLoading')} />;
  if (failed) return <Notice severity="error">{t('account.register.termsFailed')}</Notice>;
  const text = policy ? pickPolicyLanguage(policy.languages, i18n.language) : undefined;
  if (!text) return <Typography color="text.secondary">{t('account.register.termsNone')}</Typography>;
  return (
    <Box>
      <Typography id={headingId} component="h2" variant="subtitle1" gutterBottom>
        {t('account.register.terms')}
      </Typography>
      <SafeHtml
        html={text.body}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        lang={text.languageCode}
        sx={{
          maxHeight: 200,
          overflowY: 'auto',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          typography: 'body2',
          '& :first-of-type': { mt: 0 },
        }}
      />
    </Box>
  );
}
