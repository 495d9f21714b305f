import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** The seeded device with the most entries about it. */
function busiestDevice(): { publicId: string; name: string; count: number } {
  const counts = new Map<string, number>();
  for (const entry of getDb().auditLogs)
    if (entry.topic.agent) counts.set(entry.topic.agent, (counts.get(entry.topic.agent) ?? 0) + 1);
  const [publicId = '', count = 0] =
    [...counts].filter(([id]) => id.startsWith('ag-0')).sort((a, b) => b[1] - a[1])[0] ?? [];
  const name = getDb().agents.find((agent) => agent.publicId === publicId)?.name ?? '';
  return { publicId, name, count };
}

describe('a device’s history', () => {
  it('lists the entries about the device newest first, in words, and a row opens its entry; the tab is kept in the address', async () => {
    const user = userEvent.setup();
    const device = busiestDevice();
    expect(device.count).toBeGreaterThan(0);
    const { router } = renderApp({ path: `/devices/${device.publicId}`, signedInAs: 'admin' });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(router.state.location.search).toBe('?tab=history');
    const table = await screen.findByRole('table', { name: `History of ${device.name}` }, { timeout: 10_000 });
    const times = within(table)
      .getAllByRole('button', { name: /^Show details of / })
      .map((button) => Date.parse(button.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(times).toHaveLength(Math.min(device.count, 50));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(within(table).queryByText(/^(Agent|AgentServer|RouterLan)$/)).toBeNull();
    await user.click(within(table).getAllByRole('row')[1]?.querySelector('td') as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Audit entry' })).toHaveTextContent(device.name);
  });

  it('is not offered to someone who neither reads audit logs nor manages devices', async () => {
    renderApp({ path: '/devices/ag-003', signedInAs: 'user' });
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument());
  });
});
