import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '@mocks/node';
import { STORAGE_KEYS } from '@/lib/storage';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** jsdom has no layout: media queries answer as a window of this width would. */
function viewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

afterEach(() => {
  // @ts-expect-error jsdom has none: each test installs its own.
  delete window.matchMedia;
});

const ACCESS = /^Your access to Pump station Düsseldorf 03 will expire at /;
const TEMPORARY = /^Your temporary access to Acme Industrial will expire on /;
const storedMutes = (): Record<string, string> =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.mutedReminders) ?? '{}') as Record<string, string>;

/**
 * The reminders are a background feature: they start 3 s after the first signed-in page, or at once on the person's first
 * interaction (src/app/signed-in/background-start.ts). The page is shown, then touched, so no test waits the 3 s.
 */
async function interactOnceShown() {
  await screen.findByRole('heading', { name: 'Page not allowed' });
  fireEvent.pointerDown(window);
}

describe('reminders on a wide screen', () => {
  it('one reminder shows its message, important, is announced assertively, and closing it mutes it until its next remind time (stored)', async () => {
    viewport(1280);
    const user = userEvent.setup();
    renderApp({ path: '/error/not-allowed', signedInAs: 'user', companyId: 'c-acme' });
    await interactOnceShown();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const reminder = within(region).getByRole('group');
    expect(reminder).toHaveTextContent(ACCESS);
    expect(reminder).toHaveAttribute('data-important', 'true');
    // A new reminder is announced assertively when it is important.
    await waitFor(() => {
      const live = document.querySelector('[aria-live="assertive"]');
      expect(live).toHaveTextContent(/^Important: Your access to Pump station Düsseldorf 03 will expire at /);
    });
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());
    const mutes = Object.entries(storedMutes());
    expect(mutes).toHaveLength(1);
    const [id, until] = mutes[0] ?? [];
    expect(id).toMatch(/^access-request:/);
    // The seeded request ends 8 minutes after the seed: the next remind time is 2 minutes before that.
    const left = Date.parse(until ?? '') - Date.now();
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(6 * 60_000);
  });

  it('several show a list titled "2 notifications", sorted by expiry, with minimize, maximize and close', async () => {
    viewport(1280);
    mockControl.scenario('temporary-access');
    const user = userEvent.setup();
    renderApp({ path: '/error/not-allowed', signedInAs: 'user', companyId: 'c-acme' });
    await interactOnceShown();
    const panel = await screen.findByRole('region', { name: '2 notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(ACCESS),
      expect.stringMatching(TEMPORARY),
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Minimize notifications' }));
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    const maximize = within(panel).getByRole('button', { name: 'Maximize notifications' });
    expect(maximize).toHaveAttribute('aria-expanded', 'false');
    await user.click(maximize);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Dismiss notification' }));
    const single = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(single).getByRole('group')).toHaveTextContent(TEMPORARY);
    expect(Object.keys(storedMutes())).toEqual([expect.stringMatching(/^access-request:/)]);
  });

  it('close on the list mutes them all', async () => {
    viewport(1280);
    mockControl.scenario('temporary-access');
    const user = userEvent.setup();
    renderApp({ path: '/error/not-allowed', signedInAs: 'user', companyId: 'c-acme' });
    await interactOnceShown();
    const panel = await screen.findByRole('region', { name: '2 notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /notification/i })).not.toBeInTheDocument());
    expect(Object.keys(storedMutes()).sort()).toEqual([
      expect.stringMatching(/^access-request:/),
      expect.stringMatching(/^temporary-access:/),
    ]);
  });

  it('an administrator without requests or temporary access sees none', async () => {
    viewport(1280);
    renderApp({ path: '/users', signedInAs: 'admin', companyId: 'c-acme' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /notification/i })).not.toBeInTheDocument();
  });
});

describe('reminders on a narrow screen', () => {
  it('a notification button with a badge opens a bottom sheet; minimize closes it, dismiss mutes', async () => {
    viewport(600);
    const user = userEvent.setup();
    renderApp({ path: '/error/not-allowed', signedInAs: 'user', companyId: 'c-acme' });
    await interactOnceShown();
    const button = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveTextContent('1');
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: '1 notification' });
    expect(within(sheet).getByRole('listitem')).toHaveTextContent(ACCESS);
    await user.click(within(sheet).getByRole('button', { name: 'Minimize notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 new' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '1 notification' })).getByRole('button', {
        name: 'Dismiss notification',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument());
    expect(Object.keys(storedMutes())).toHaveLength(1);
  });
});
