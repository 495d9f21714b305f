import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '../../../api';
import { useCurrentSession } from '../../session';
import { useMarkMessagesReadMutation, useMessagesQuery, type Message } from '../api';

// The border carries the colour; the text stays dark enough to read (WCAG contrast).
const SEVERITY_BORDER = { info: 'info.main', warning: 'warning.main', critical: 'error.main' } as const;

function MessageItem({ message, onOpen }: { message: Message; onOpen: () => void }) {
  const { t } = useTranslation();
  const created = new Date(message.created);
  return (
    <Accordion disableGutters onChange={(_event, expanded) => expanded && !message.read && onOpen()}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${message.publicId}-body`} id={`${message.publicId}-summary`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
          <Box
            aria-label={message.read ? undefined : t('messages.unread')}
            role={message.read ? undefined : 'img'}
            sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: message.read ? 'transparent' : 'primary.main' }}
          />
          <Typography sx={{ fontWeight: message.read ? 400 : 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{message.subject}</Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(`messages.severity.${message.severity}`)}
            sx={{ borderColor: SEVERITY_BORDER[message.severity], color: 'text.primary' }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}>
            {Number.isNaN(created.getTime()) ? '' : format(created, 'PP p')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${message.publicId}-body`}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** The person's messages: newest first, unread in bold; opening one marks it read. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { companyId } = useCurrentSession();
  const messages = useMessagesQuery(companyId ?? skipToken);
  const [markRead] = useMarkMessagesReadMutation();
  const unread = (messages.data ?? []).filter((message) => !message.read).map((message) => message.publicId);

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}>
      <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto' }}>
        <Box>
          <Button component={RouterLink} to="/" startIcon={<ArrowBack />}>
            {t('messages.back')}
          </Button>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h4">
            {t('messages.title')}
          </Typography>
          <Button
            variant="outlined"
            disabled={unread.length === 0 || !companyId}
            onClick={() => companyId && void markRead({ companyId, publicIds: unread })}
          >
            {t('messages.markAllRead')}
          </Button>
        </Stack>
        {messages.isLoading && (
          <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="rounded" height={48} />
            ))}
          </Stack>
        )}
        {messages.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void messages.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('messages.loadFailed')} {firstErrorMessage(messages.error)}
          </Alert>
        )}
        {messages.isSuccess && messages.data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('messages.empty')}
          </Typography>
        )}
        {messages.isSuccess && messages.data.length > 0 && (
          <Box>
            {messages.data.map((message) => (
              <MessageItem
                key={message.publicId}
                message={message}
                onOpen={() => companyId && void markRead({ companyId, publicIds: [message.publicId] })}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
