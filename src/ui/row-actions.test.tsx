import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@/i18n';
import { ResourceTable, type Column, type TableRowActions } from './resource-table';

interface Row {
  id: string;
  name: string;
  locked?: boolean;
  builtIn?: boolean;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta', locked: true },
  { id: 'c', name: 'Gamma', builtIn: true },
];
const COLUMNS: Column<Row>[] = [{ id: 'name', header: 'Name', render: (row) => row.name, isRowHeader: true }];
const base = {
  label: 'Things',
  columns: COLUMNS,
  rows: ROWS,
  getRowId: (row: Row) => row.id,
  isLoading: false,
  onRetry: () => undefined,
  emptyText: 'Nothing here',
};

beforeAll(async () => {
  await initI18n();
});

describe('ResourceTable: the row-actions column', () => {
  it('adds a last column whose buttons are named with their row and act on it', async () => {
    const edited: string[] = [];
    const deleted: string[] = [];
    const rowActions: TableRowActions<Row> = {
      header: 'Actions',
      actions: (row) =>
        row.builtIn
          ? []
          : [
              { label: `Edit ${row.name}`, icon: 'edit', onClick: () => edited.push(row.id) },
              {
                label: `Delete ${row.name}`,
                icon: 'delete',
                onClick: () => deleted.push(row.id),
                disabledReason: row.locked ? 'It is in use.' : undefined,
              },
            ],
      otherwise: () => 'Built in',
    };
    render(<ResourceTable {...base} rowActions={rowActions} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Actions']);

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Alpha' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Alpha' }));
    expect(edited).toEqual(['a']);
    expect(deleted).toEqual(['a']);

    // Shown but not offered: the reason follows the name.
    expect(within(table).getByRole('button', { name: 'Delete Beta. It is in use.' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Edit Beta' })).toBeEnabled();

    // A row without actions shows what it says instead.
    const gamma = within(table).getByRole('rowheader', { name: 'Gamma' }).closest('tr');
    expect(gamma).not.toBeNull();
    expect(within(gamma as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(gamma).toHaveTextContent('Built in');
  });

  it('leaves the cell of a row without actions blank, and draws no column without the prop', () => {
    const { rerender } = render(<ResourceTable {...base} rowActions={{ header: 'Actions', actions: () => [] }} />);
    const cells = within(screen.getByRole('table', { name: 'Things' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '', '']);

    rerender(<ResourceTable {...base} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });
});
