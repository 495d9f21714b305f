import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/notice';
import type { Reminder } from '../model/reminder';
import { useReminderText } from './use-reminder-text';

export type Mute = (ids: readonly string[]) => void;

/** One reminder: its message and a close button that mutes it. Important ones are filled warnings, others quiet infos. */
export function ReminderItem({ reminder, onMute }: { reminder: Reminder; onMute: Mute }) {
  const { t } = useTranslation();
  const text = useReminderText();
  return (
    <Notice
      role="group"
      severity={reminder.icon}
      variant={reminder.important ? 'filled' : 'standard'}
      onClose={() => onMute([reminder.id])}
      closeText={t('reminders.dismiss')}
      data-important={reminder.important || undefined}
    >
      {text(reminder)}
    </Notice>
  );
}

interface HeaderProps {
  count: number;
  titleId: string;
  listId: string;
  /** The list's state, for minimize/maximize; absent where minimize closes the whole sheet. */
  expanded?: boolean;
  onMinimize: () => void;
  onClose: () => void;
}

/** 'N notifications', minimize (or maximize) and close (which mutes them all). */
export function ReminderHeader({ count, titleId, listId, expanded, onMinimize, onClose }: HeaderProps) {
  const { t } = useTranslation();
  const toggleLabel = expanded === false ? t('reminders.maximize') : t('reminders.minimize');
  const closeLabel = t('reminders.close');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 2, pr: 1, py: 0.5 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 'fontWeightMedium' }}>
        {t('reminders.title', { count })}
      </Typography>
      <IconButton
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onMinimize}
      >
        {expanded === false ? <ExpandLess /> : <ExpandMore />}
      </IconButton>
      <IconButton aria-label={closeLabel} title={closeLabel} onClick={onClose}>
        <Close />
      </IconButton>
    </Box>
  );
}

/** The reminders as a list, soonest expiry first. */
export function ReminderList({
  id,
  reminders,
  onMute,
  hidden,
}: {
  id: string;
  reminders: readonly Reminder[];
  onMute: Mute;
  hidden?: boolean;
}) {
  return (
    <Box
      component="ul"
      id={id}
      hidden={hidden}
      sx={{
        listStyle: 'none',
        m: 0,
        px: 1,
        pb: 1,
        pt: 0,
        display: hidden ? 'none' : 'grid',
        gap: 1,
        maxHeight: '50vh',
        overflowY: 'auto',
      }}
    >
      {reminders.map((reminder) => (
        <li key={reminder.id}>
          <ReminderItem reminder={reminder} onMute={onMute} />
        </li>
      ))}
    </Box>
  );
}
