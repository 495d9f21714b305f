import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '@/ui/standalone-page';
import { CompanyList } from './company-list';
import { InvitationList } from './invitation-list';
import '../catalogue';

/**
 * /my-companies, outside the shell: the person's companies (choosing one switches the portal to it, each can be left)
 * and the invitations to them (accept, with the company's own terms when it has them, or decline).
 */
export function MyCompaniesPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage title={t('myCompanies.title')}>
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('myCompanies.text')}</Typography>
        <CompanyList />
        <InvitationList />
      </Stack>
    </StandalonePage>
  );
}
