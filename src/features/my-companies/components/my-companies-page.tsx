import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
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
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 640, py: 2 }}>
        <Stack spacing={1}>
          <Typography component="h1" variant="h4">
            {t('myCompanies.title')}
          </Typography>
          <Typography color="text.secondary">{t('myCompanies.text')}</Typography>
        </Stack>
        <CompanyList />
        <InvitationList />
        <Box>
          <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
            {t('myCompanies.back')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
