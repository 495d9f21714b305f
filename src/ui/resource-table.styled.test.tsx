import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../i18n';
import { resourceTableClasses } from './resource-table-styles';
import { ResourceTable, type Column } from './resource-table';

interface Row {
  id: string;
  name: string;
  size: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', size: 3 },
  { id: 'b', name: 'Beta', size: 1 },
];
const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', render: (row) => row.name, isRowHeader: true, sortable: true },
  { id: 'size', header: 'Size', render: (row) => row.size, align: 'right', sortable: true },
  { id: 'note', header: 'Note', render: () => '–' },
];
const base = {
  label: 'Things',
  columns: COLUMNS,
  getRowId: (row: Row) => row.id,
  isLoading: false,
  onRetry: () => undefined,
  emptyText: 'Nothing here',
};

beforeAll(async () => {
  await initI18n();
});

describe('ResourceTable', () => {
  it('as before: a named table with row headers, no checkboxes, no sort buttons, no footer', () => {
    render(<ResourceTable {...base} rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Alpha', 'Beta']);
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('labels each value with its column for the stacked rows of narrow screens (the row header and a nameless column are not)', () => {
    const columns: Column<Row>[] = [...COLUMNS, { id: 'actions', header: '', render: () => 'act' }];
    render(<ResourceTable {...base} columns={columns} rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('rowheader')[0]).not.toHaveAttribute('data-label');
    expect(
      within(table)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Size', 'Note', null]);
  });

  it('a click on a row opens it, but not one on its own buttons, links or checkboxes', async () => {
    const onRowClick = vi.fn();
    const columns: Column<Row>[] = [
      ...COLUMNS,
      { id: 'act', header: 'Act', render: (row) => <button type="button">Act on {row.name}</button> },
    ];
    render(<ResourceTable {...base} columns={columns} rows={ROWS} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('Beta'));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(ROWS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Act on Alpha' }));
    expect(onRowClick).toHaveBeenCalledOnce();
  });

  it('shows a named dash in a cell with nothing to show (an empty value, or one that could not be read)', () => {
    const columns: Column<Row>[] = [
      COLUMNS[0] as Column<Row>,
      { id: 'note', header: 'Note', render: (row) => (row.size > 2 ? 'big' : '') },
    ];
    render(<ResourceTable {...base} columns={columns} rows={ROWS} />);
    const cells = within(screen.getByRole('table', { name: 'Things' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['big', '–No value']);
    expect(within(cells[1] as HTMLElement).getByText('–')).toHaveAttribute('aria-hidden', 'true');
  });

  it('as before: loading, error with retry, and empty states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ResourceTable {...base} rows={undefined} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Things' })).toBeInTheDocument();
    rerender(<ResourceTable {...base} rows={undefined} error="Broken" onRetry={onRetry} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ResourceTable {...base} rows={[]} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('sortable headers are buttons; the sorted one carries aria-sort and each asks for its column', async () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <ResourceTable {...base} rows={ROWS} sort={{ columnId: 'name', direction: 'asc', onSort }} />,
    );
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Size')).not.toHaveAttribute('aria-sort');
    expect(within(header('Note')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(header('Size')).getByRole('button', { name: 'Size' }));
    expect(onSort).toHaveBeenCalledWith('size');
    rerender(<ResourceTable {...base} rows={ROWS} sort={{ columnId: 'size', direction: 'desc', onSort }} />);
    expect(header('Size')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
  });

  it('selection: a labelled checkbox per row and one for all rows shown (indeterminate when some are picked)', async () => {
    function Selectable() {
      const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
      return (
        <ResourceTable
          {...base}
          rows={ROWS}
          selection={{
            isSelected: (row) => picked.has(row.id),
            onChange: (rows, on) =>
              setPicked(
                (current) =>
                  new Set(
                    on
                      ? [...current, ...rows.map((r) => r.id)]
                      : [...current].filter((id) => !rows.some((r) => r.id === id)),
                  ),
              ),
            rowLabel: (row) => `Select ${row.name}`,
            allLabel: 'Select all',
          }}
        />
      );
    }
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    expect(all).toBePartiallyChecked();
    expect(all).not.toBeChecked();
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Alpha' })).toBeChecked();
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Alpha' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Beta' })).not.toBeChecked();
  });

  it('shows a footer under the rows and says it is busy while rows are replaced', () => {
    render(<ResourceTable {...base} rows={ROWS} busy footer={<button type="button">Load more</button>} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
  });

  it('breaks cells inside a word when it must; with keepWords, only a word that alone does not fit', () => {
    const { rerender } = render(<ResourceTable {...base} rows={ROWS} />);
    const cell = () => screen.getByRole('rowheader', { name: 'Alpha' });
    expect(getComputedStyle(cell()).overflowWrap).toBe('anywhere');
    rerender(<ResourceTable {...base} rows={ROWS} keepWords />);
    expect(getComputedStyle(cell()).overflowWrap).toBe('break-word');
  });

  it('keeps a row button readable on a selected row: the darker primary (AA contrast on the row tint)', () => {
    const columns = [
      ...base.columns,
      {
        id: 'open',
        header: 'Open',
        render: (row: (typeof ROWS)[number]) => (
          <button type="button" className={resourceTableClasses.link}>{`Open ${row.name}`}</button>
        ),
      },
    ];
    render(
      <ResourceTable
        {...base}
        columns={columns}
        rows={ROWS}
        selection={{
          isSelected: (row) => row.id === ROWS[0]?.id,
          onChange: () => undefined,
          rowLabel: (row) => `Select ${row.name}`,
          allLabel: 'Select all',
        }}
      />,
    );
    const [first, second] = ROWS;
    // The default theme: primary.dark #1565c0 on the selected row, primary.main #1976d2 elsewhere.
    expect(getComputedStyle(screen.getByRole('button', { name: `Open ${first?.name}` })).color).toBe(
      'rgb(21, 101, 192)',
    );
    expect(getComputedStyle(screen.getByRole('button', { name: `Open ${second?.name}` })).color).toBe(
      'rgb(25, 118, 210)',
    );
  });

  it('draws a row again only when its row, its selection or the columns change', () => {
    const renderName = vi.fn((row: Row) => row.name);
    const columns: Column<Row>[] = [{ id: 'name', header: 'Name', render: renderName, isRowHeader: true }];
    const onChange = vi.fn();
    const rowLabel = (row: Row) => `Select ${row.name}`;
    const isNothing = () => false;
    const isBeta = (row: Row) => row.id === 'b';
    const table = (
      isSelected: (row: Row) => boolean,
      extra: { busy?: boolean; rows?: Row[]; columns?: Column<Row>[] } = {},
    ) => (
      <ResourceTable
        {...base}
        columns={extra.columns ?? columns}
        rows={extra.rows ?? ROWS}
        busy={extra.busy}
        selection={{ isSelected, onChange, rowLabel, allLabel: 'Select all' }}
        footer={<span>Footer</span>}
      />
    );
    const { rerender } = render(table(isNothing));
    expect(renderName).toHaveBeenCalledTimes(2);
    renderName.mockClear();
    // A new render of the table (busy, a new footer) with the same rows draws none of them.
    rerender(table(isNothing, { busy: true }));
    expect(renderName).not.toHaveBeenCalled();
    // One row picked: only that row.
    rerender(table(isBeta));
    expect(renderName.mock.calls.map(([row]) => row.name)).toEqual(['Beta']);
    expect(screen.getByRole('checkbox', { name: 'Select Beta' })).toBeChecked();
    renderName.mockClear();
    // A changed row: only that one; new columns: every row.
    rerender(table(isBeta, { rows: [ROWS[0] as Row, { id: 'b', name: 'Beta 2', size: 1 }] }));
    expect(renderName.mock.calls.map(([row]) => row.name)).toEqual(['Beta 2']);
    renderName.mockClear();
    rerender(table(isBeta, { rows: [ROWS[0] as Row, { id: 'b', name: 'Beta 2', size: 1 }], columns: [...columns] }));
    expect(renderName).toHaveBeenCalledTimes(2);
  });

  it('keeps a row’s elements with its id; with reuseRows, with its position (a new list updates the cells in place)', () => {
    const GAMMA: Row = { id: 'c', name: 'Gamma', size: 5 };
    const trs = () => screen.getAllByRole('row').slice(1);
    const { rerender } = render(<ResourceTable {...base} rows={ROWS} />);
    const [alpha] = trs();
    rerender(<ResourceTable {...base} rows={[GAMMA, ...ROWS]} />);
    expect(trs()[1]).toBe(alpha);
    expect(trs()[0]).not.toBe(alpha);

    rerender(<ResourceTable {...base} rows={ROWS} reuseRows />);
    const before = trs();
    rerender(<ResourceTable {...base} rows={[GAMMA, ...ROWS]} reuseRows />);
    expect(trs().slice(0, 2)).toEqual(before);
    expect(within(before[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Gamma');
  });

  it('draws the rows with MUI’s table look: a native, labelled checkbox per row, selected rows marked', async () => {
    function Selectable() {
      const [picked, setPicked] = useState(false);
      return (
        <ResourceTable
          {...base}
          rows={ROWS}
          selection={{
            isSelected: (row) => picked && row.id === 'a',
            onChange: (_, on) => setPicked(on),
            rowLabel: (row) => `Select ${row.name}`,
            allLabel: 'Select all',
          }}
        />
      );
    }
    render(<Selectable />);
    const alpha = screen.getByRole('checkbox', { name: 'Select Alpha' });
    expect(alpha.tagName).toBe('INPUT');
    alpha.focus();
    await userEvent.keyboard(' ');
    expect(alpha).toBeChecked();
    expect(alpha.closest('tr')).toHaveClass('Mui-selected');
    expect(screen.getByRole('checkbox', { name: 'Select Beta' }).closest('tr')).not.toHaveClass('Mui-selected');
    expect(screen.getByRole('cell', { name: '1' })).toHaveStyle({ textAlign: 'right' });
  });
});
