import { fieldErrors, firstErrorMessage, isAppError } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';

/**
 * A refused call as the form shows it: the server's words under the fields it names (`renamed`: the platform's name of
 * a field → the form's), else above the form.
 */
export function outcomeOf(
  error: unknown,
  describe: (message: string) => string,
  renamed: Record<string, string> = {},
): SubmitOutcome {
  const message = firstErrorMessage(error) || (isAppError(error) ? String(error.status) : '');
  const byField = Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, text]) => [renamed[field] ?? field, text]),
  );
  return { ok: false, fieldErrors: byField, message: describe(message) };
}

/** A link whose token the server no longer knows: unknown, used or expired. */
export const isDeadLink = (error: unknown): boolean =>
  isAppError(error) && (error.status === 401 || error.status === 404);

/** The server's first message, else the status, for a failure shown as text. */
export const firstMessage = (error: unknown): string =>
  firstErrorMessage(error) || (isAppError(error) ? String(error.status) : '');
