import { fireEvent, screen } from '@testing-library/react';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { useUsersTable } from './use-users-table';

setupMockBackend();

describe('the users table’s state', () => {
  it('asks for a new search without rendering anything; the page renders once the rows are in', async () => {
    let renders = 0;
    function Probe() {
      const table = useUsersTable();
      renders += 1;
      return (
        <>
          <button onClick={() => table.setSearch('umar')}>Search</button>
          <output aria-label="Rows">{table.users?.map((user) => user.name).join(', ')}</output>
        </>
      );
    }
    renderApp({ signedInAs: 'admin', routes: [{ path: '/', element: <Probe /> }] });
    const rows = screen.getByRole('status', { name: 'Rows' });
    await screen.findByText(/Ada Admin/);
    expect(rows.textContent).toContain('Umar User');
    const before = renders;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(renders).toBe(before);
    await screen.findByText('Umar User', { selector: 'output' });
    expect(renders).toBeGreaterThan(before);
  });
});
