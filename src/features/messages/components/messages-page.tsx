import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { StandalonePage } from '@/ui/standalone-page';
import { translateComputedKey } from '@/i18n';
import { useCurrentSession } from '@/features/session';
import { useDeviceNamedQuery, useMarkMessagesReadMutation, useMessagesQuery, type Message } from '../api';
import { extraValue, messageText } from '../model/message';
import '../catalogue';
import { formatDateTime } from '@/lib/intl-formatters';

/** The portal's text for a message key (`messages.texts.*`), or undefined when the catalogue has none. */
function useMessageText() {
  const { t, i18n } = useTranslation();
  const lookup = (key: string): string | undefined => {
    const path = `messages.texts.${key}`;
    return i18n.exists(path) ? translateComputedKey(t, path) : undefined;
  };
  return (text: string | null | undefined, toTranslate: boolean): string =>
    text ? messageText({ text, toTranslate }, lookup) : '';
}

function MessageDetails({ message }: { message: Message }) {
  const { t, i18n } = useTranslation();
  const translate = useMessageText();
  const long = message.longContent;
  const extra = long?.extraInformation ?? [];
  const instructions = translate(long?.instructions, long?.toTranslate ?? false);
  const facts: [string, string][] = [
    [t('messages.fields.device'), message.shortContent.agentName ?? ''],
    [t('messages.fields.company'), message.shortContent.companyName ?? ''],
    [t('messages.fields.code'), long?.code ?? message.shortContent.code ?? ''],
    [t('messages.fields.occurredOn'), formatDateTime(message.shortContent.occurredOn ?? '', i18n.language)],
    [t('messages.fields.received'), formatDateTime(message.createdOn, i18n.language)],
    ...extra.map((item): [string, string] => [
      translate(item.key, item.toTranslate) || t('messages.fields.extra'),
      item.type === 'date' && typeof item.value === 'string'
        ? formatDateTime(item.value, i18n.language) || item.value
        : extraValue(item.value),
    ]),
  ];
  const deviceName = message.shortContent.agentName;
  return (
    <Stack spacing={1.5}>
      {instructions && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{instructions}</Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value], index) => (
            <Fragment key={`${label}-${index}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Fragment>
          ))}
      </Box>
      {deviceName && <DeviceLink name={deviceName} />}
    </Stack>
  );
}

/** To the device a message names: its page when the name is one device of the person's, else the devices searched for it. */
function DeviceLink({ name }: { name: string }) {
  const { t } = useTranslation();
  const device = useDeviceNamedQuery(name);
  const to = device.data
    ? `/devices/${encodeURIComponent(device.data)}`
    : `/devices?search=${encodeURIComponent(name)}`;
  return (
    <Box>
      <Button component={RouterLink} to={to} variant="outlined" size="small">
        {t('messages.openDevice', { name })}
      </Button>
    </Box>
  );
}

function MessageItem({ message, onOpen }: { message: Message; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const translate = useMessageText();
  const short = message.shortContent;
  const title =
    translate(short.name, short.toTranslate) ||
    translate(message.longContent?.name, message.longContent?.toTranslate ?? false) ||
    t('messages.untitled');
  const source = [short.agentName, short.companyName].filter(Boolean).join(' · ');
  // What the message says, in a line: its text, never its code (the code is among the details).
  const summary = translate(message.longContent?.instructions, message.longContent?.toTranslate ?? false);
  return (
    <Accordion disableGutters onChange={(_event, expanded) => expanded && !message.read && onOpen()}>
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`${message.publicId}-body`}
        id={`${message.publicId}-summary`}
        // Its one-line text shortens with an ellipsis instead of widening the page.
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
          <Box
            aria-label={message.read ? undefined : t('messages.unread')}
            role={message.read ? undefined : 'img'}
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: message.read ? 'transparent' : 'primary.main',
            }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: message.read ? 400 : 700, overflowWrap: 'anywhere' }}>{title}</Typography>
            {summary && (
              <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {summary}
              </Typography>
            )}
            {source && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {source}
              </Typography>
            )}
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}
          >
            {formatDateTime(short.occurredOn ?? '', i18n.language) || formatDateTime(message.createdOn, i18n.language)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${message.publicId}-body`}>
        <MessageDetails message={message} />
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
    <StandalonePage
      title={t('messages.title')}
      actions={
        <Button
          variant="outlined"
          disabled={unread.length === 0 || !companyId}
          onClick={() => companyId && void markRead({ companyId })}
        >
          {t('messages.markAllRead')}
        </Button>
      }
    >
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
              onOpen={() => companyId && void markRead({ companyId, publicId: message.publicId })}
            />
          ))}
        </Box>
      )}
    </StandalonePage>
  );
}
