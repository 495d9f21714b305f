import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };

async function openHistory(pageId: string) {
  renderApp({ path: `/pages/${pageId}`, signedInAs: 'admin' });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 4000 });
  await userEvent.click(screen.getByRole('button', { name: 'Show version history' }));
  const section = screen.getByRole('region', { name: 'Version history' });
  await within(section).findByRole('list', { name: 'Versions' });
  return section;
}
const versionRows = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Versions' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const changes = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'What changed' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the version history', () => {
  it('lists the draft, the published version and the earlier ones, and compares the published version with the draft', async () => {
    // Plant overview (pg-001): published, a changed draft and two earlier versions.
    const section = await openHistory('pg-001');
    const rows = versionRows(section);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^DraftPlant overview \(v2\)/);
    expect(rows[1]).toMatch(/^PublishedPlant overview/);
    expect(rows.slice(2).every((row) => row?.startsWith('Earlier'))).toBe(true);
    expect(within(section).getByRole('combobox', { name: 'Compare' })).toHaveTextContent('Published: Plant overview');
    expect(within(section).getByRole('combobox', { name: 'With' })).toHaveTextContent('Draft: Plant overview (v2)');
    expect(changes(section)[0]).toBe('Title: Plant overview → Plant overview (v2)');
    // Components are named by their template, never by id.
    expect(changes(section).join(' ')).not.toMatch(/tpl-/);
  });

  it('compares any two versions picked, and says when the same one is picked twice', async () => {
    const section = await openHistory('pg-001');
    await userEvent.click(within(section).getByRole('combobox', { name: 'With' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Published: Plant overview' }));
    expect(await within(section).findByText('Pick two different versions.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('combobox', { name: 'Compare' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Earlier: Plant overview (v0.2)' }));
    expect(changes(section)).toContain('Title: Plant overview (v0.2) → Plant overview');
  });

  it('restores an earlier version as the draft after saying the current draft is replaced', async () => {
    const section = await openHistory('pg-001');
    expect(within(section).getAllByRole('button', { name: /^Restore .* as draft$/ })).toHaveLength(2);
    await userEvent.click(within(section).getByRole('button', { name: 'Restore Plant overview (v0.2) as draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent('The current draft is replaced by this version; its changes are lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the draft' }));
    expect(await screen.findByText('Version restored as the draft')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Plant overview (v0.2)'));
    const page = (await call('Page', { ...admin, params: { publicId: 'pg-001' } })).json?.data as {
      draft: { publicId: string };
    };
    expect(page.draft.publicId).toBe('pv-001-old2');
    expect(mockControl.requestCount('PageVersion', 'DELETE')).toBe(1);
    await waitFor(() => expect(versionRows(section)).toHaveLength(3));
    expect(versionRows(section)[0]).toMatch(/^DraftPlant overview \(v0.2\)/);
  });
});
