import MailOutline from '@mui/icons-material/MailOutlined';
import { Badge, IconButton } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadMessageCountQuery } from '../../features/messages';
import { useCurrentSession } from '../../features/session';
import './catalogue';

export function MessagesButton() {
  const { t } = useTranslation();
  const { companyId } = useCurrentSession();
  const { data: unread = 0 } = useUnreadMessageCountQuery(companyId ?? skipToken);
  const label = unread > 0 ? t('shell.messages.labelWithCount', { count: unread }) : t('shell.messages.label');
  return (
    <IconButton color="inherit" component={RouterLink} to="/messages" aria-label={label} title={label}>
      <Badge badgeContent={unread} color="error" max={99}>
        <MailOutline />
      </Badge>
    </IconButton>
  );
}
