import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Finds the notice (snackbar) saying `text` and closes it with its Close button, as a person may. Notices show one at
 * a time, each for its 3 or 4 s: a test that expects another notice after this one closes this one first, instead of
 * waiting out its time in real seconds.
 */
export async function closeNotice(text: string | RegExp): Promise<void> {
  const notice = (await screen.findByText(text)).closest<HTMLElement>('[role="status"], [role="alert"]');
  expect(notice, `a notice saying ${String(text)}`).not.toBeNull();
  await userEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}
