import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, Box, Drawer, Fab, Paper, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import type { Reminder } from '../model/reminder';
import { remindersMuted, selectVisibleReminders } from '../model/slice';
import { ReminderHeader, ReminderItem, ReminderList, type Mute } from './reminder-list';
import { useReminderText } from './use-reminder-text';
import { visuallyHidden as HIDDEN } from '@/lib/visually-hidden';

/** Above the page, below drawers, sheets and dialogs (all modal): a reminder never covers their buttons. */
const layer = (theme: Theme) => theme.zIndex.appBar;

/**
 * Reminders on every signed-in page: a snackbar-like panel on wide screens (960 px or more); on narrow ones a
 * notification button with a badge that opens a bottom sheet. Newly shown reminders are announced (important ones
 * assertively) through live regions that exist before the text arrives.
 */
export function RemindersView() {
  const reminders = useAppSelector(selectVisibleReminders);
  const dispatch = useAppDispatch();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const onMute = useCallback<Mute>((ids) => dispatch(remindersMuted(ids)), [dispatch]);
  return (
    <>
      <Announcer reminders={reminders} />
      {reminders.length > 0 &&
        (wide ? (
          <ReminderPanel reminders={reminders} onMute={onMute} />
        ) : (
          <ReminderSheet reminders={reminders} onMute={onMute} />
        ))}
    </>
  );
}

function ReminderPanel({ reminders, onMute }: { reminders: readonly Reminder[]; onMute: Mute }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const titleId = useId();
  const listId = useId();
  const [single] = reminders;
  const several = reminders.length > 1;
  return (
    <Paper
      component="section"
      elevation={6}
      aria-label={several ? undefined : t('reminders.region')}
      aria-labelledby={several ? titleId : undefined}
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: layer,
        width: 'min(400px, calc(100vw - 48px))',
        overflow: 'hidden',
      }}
    >
      {several || !single ? (
        <>
          <ReminderHeader
            count={reminders.length}
            titleId={titleId}
            listId={listId}
            expanded={expanded}
            onMinimize={() => setExpanded((value) => !value)}
            onClose={() => onMute(reminders.map((r) => r.id))}
          />
          <ReminderList id={listId} reminders={reminders} onMute={onMute} hidden={!expanded} />
        </>
      ) : (
        <ReminderItem reminder={single} onMute={onMute} />
      )}
    </Paper>
  );
}

function ReminderSheet({ reminders, onMute }: { reminders: readonly Reminder[]; onMute: Mute }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const count = reminders.length;
  return (
    <>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('reminders.open', { count })}
        title={t('reminders.open', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: layer }}
      >
        <Badge badgeContent={count} color="error" overlap="circular">
          <NotificationsOutlined />
        </Badge>
      </Fab>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { maxHeight: '80vh' } },
        }}
      >
        <ReminderHeader
          count={count}
          titleId={titleId}
          listId={listId}
          onMinimize={() => setOpen(false)}
          onClose={() => {
            onMute(reminders.map((r) => r.id));
            setOpen(false);
          }}
        />
        <ReminderList id={listId} reminders={reminders} onMute={onMute} />
      </Drawer>
    </>
  );
}

/** Announces each reminder as it (re)appears: a short wait lets the live regions exist before their text changes. */
function Announcer({ reminders }: { reminders: readonly Reminder[] }) {
  const text = useReminderText();
  const { t } = useTranslation();
  const announced = useRef<ReadonlySet<string>>(new Set());
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');
  useEffect(() => {
    const fresh = reminders.filter((r) => !announced.current.has(r.id));
    const timeout = setTimeout(() => {
      announced.current = new Set(reminders.map((r) => r.id));
      // Emptied when nothing is new, so a reminder that comes back after a mute is announced again.
      setAssertive(
        fresh
          .filter((r) => r.important)
          .map((r) => t('reminders.important', { message: text(r) }))
          .join(' '),
      );
      setPolite(
        fresh
          .filter((r) => !r.important)
          .map(text)
          .join(' '),
      );
    }, 150);
    return () => clearTimeout(timeout);
  }, [reminders, text, t]);
  return (
    <>
      <Box sx={HIDDEN} aria-live="polite">
        {polite}
      </Box>
      <Box sx={HIDDEN} aria-live="assertive">
        {assertive}
      </Box>
    </>
  );
}
