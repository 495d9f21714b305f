import MailOutline from '@mui/icons-material/MailOutlined';
import { IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadMessageCountQuery } from '@/features/messages';
import { useCurrentSession } from '@/features/session';
import './catalogue';

/** Counts above this show as "99+", as MUI's Badge does. */
const MAX_SHOWN = 99;

/** MUI's standard error Badge (a pill on the icon's top right corner), without its component: it is in every admin page. */
const Count = styled('span')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'absolute',
    top: 4,
    right: 2,
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 10,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(12),
    lineHeight: 1,
    backgroundColor: palette.error.main,
    color: palette.error.contrastText,
    pointerEvents: 'none',
  };
});

export function MessagesButton() {
  const { t } = useTranslation();
  const { companyId } = useCurrentSession();
  const { data: unread = 0 } = useUnreadMessageCountQuery(companyId ?? skipToken);
  const label = unread > 0 ? t('shell.messages.labelWithCount', { count: unread }) : t('shell.messages.label');
  return (
    <IconButton color="inherit" component={RouterLink} to="/messages" aria-label={label} title={label}>
      <MailOutline />
      {unread > 0 && <Count aria-hidden="true">{unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}</Count>}
    </IconButton>
  );
}
