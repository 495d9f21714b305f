import CheckIcon from '@mui/icons-material/Check';
import { Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { companySelected, useCurrentSession } from '@/features/session';
import { useLeaveCompany } from '../hooks/use-leave-company';
import '../catalogue';

/** The person's companies: choosing one switches the whole portal to it; each can be left after a confirmation. */
export function CompanyList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { companies = [], companyId } = useCurrentSession();
  const leave = useLeaveCompany();
  const name = leave.leaving?.name ?? '';
  return (
    <Paper variant="outlined">
      <List aria-label={t('myCompanies.companies.label')}>
        {companies.map((company) => {
          const current = company.publicId === companyId;
          const nameId = `my-company-${company.publicId}`;
          return (
            <ListItem
              key={company.publicId}
              disablePadding
              secondaryAction={
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  aria-describedby={nameId}
                  onClick={() => leave.start(company)}
                >
                  {t('myCompanies.companies.leave')}
                </Button>
              }
            >
              <ListItemButton
                selected={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  dispatch(companySelected(company.publicId));
                  void navigate('/');
                }}
              >
                <ListItemIcon>{current ? <CheckIcon color="primary" /> : null}</ListItemIcon>
                <ListItemText
                  primary={<span id={nameId}>{company.name}</span>}
                  secondary={current ? t('myCompanies.companies.current') : undefined}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={leave.leaving !== null}
        title={t('myCompanies.companies.leaveTitle', { name })}
        text={t('myCompanies.companies.leaveText', { name })}
        confirmLabel={t('myCompanies.companies.leave')}
        destructive
        pending={leave.pending}
        onConfirm={() => void leave.confirm()}
        onCancel={leave.cancel}
      />
    </Paper>
  );
}
