import CheckIcon from '@mui/icons-material/Check';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { companySelected, useCurrentSession } from '../../session';

/** The companies of the signed-in person; choosing one switches the whole portal to it. */
export function MyCompaniesPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { companies = [], companyId } = useCurrentSession();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
        <Typography component="h1" variant="h4">
          {t('session.companies.title')}
        </Typography>
        <Typography color="text.secondary">{t('session.companies.text')}</Typography>
        <Paper variant="outlined">
          <List aria-label={t('session.companies.title')}>
            {companies.map((company) => (
              <ListItem key={company.publicId} disablePadding>
                <ListItemButton
                  selected={company.publicId === companyId}
                  aria-current={company.publicId === companyId ? 'true' : undefined}
                  onClick={() => {
                    dispatch(companySelected(company.publicId));
                    void navigate('/');
                  }}
                >
                  <ListItemIcon>{company.publicId === companyId ? <CheckIcon color="primary" /> : null}</ListItemIcon>
                  <ListItemText primary={company.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      </Stack>
    </Box>
  );
}
