import { dateTimeFormat, formatDate } from '@/lib/intl-formatters';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '../model/reminder';
import '../catalogue';

/** A reminder's message in the user's language, with its expiry as a time (access) or a date (temporary access). */
export function useReminderText(): (reminder: Reminder) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    ({ message, expiresOn }: Reminder) => {
      const expiry = new Date(expiresOn);
      if (message.key === 'accessExpires') {
        const time = dateTimeFormat(language, { timeStyle: 'short' }).format(expiry);
        return t('reminders.accessExpires', { device: message.subject ?? t('reminders.unnamedDevice'), time });
      }
      const date = formatDate(expiry, language);
      return t('reminders.temporaryAccessExpires', { company: message.subject ?? t('reminders.unnamedCompany'), date });
    },
    [t, language],
  );
}
