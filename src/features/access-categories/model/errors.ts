import type { ParseKeys } from 'i18next';
import { firstErrorMessage } from '@/api';
import '../catalogue';

/** The platform's answer to deleting an access category that a role uses or that is the default (docs/API.md). */
export const IN_USE_MESSAGE = 'Audience is still in use';

/** What the delete-failure snackbar says: a snackbar takes an i18n key or a server text. */
export type FailureText = { messageKey: ParseKeys } | { text: string };

/** docs/RULES.md#access-categories: 'Audience is still in use' reads 'access category is still in use'; any other failure, its first message. */
export function deleteFailureText(error: unknown): FailureText {
  const message = firstErrorMessage(error);
  if (message.trim().toLowerCase() === IN_USE_MESSAGE.toLowerCase()) return { messageKey: 'accessCategories.inUse' };
  return message ? { text: message } : { messageKey: 'accessCategories.deleteFailed' };
}
