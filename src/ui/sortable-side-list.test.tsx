import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n';
import { SIDE_LIST_TOOLTIP_DELAY_MS, SortableSideList, type SortableSideListProps } from './sortable-side-list';

beforeAll(async () => {
  await initI18n();
});

const entries = [
  { id: 'a', name: 'Alpha', color: '#1e88e5', to: '/things/a' },
  { id: 'b', name: 'Beta', to: '/things/b' },
];

function renderList(overrides: Partial<SortableSideListProps> = {}) {
  const props = renderListProps({ selectedId: 'b', ...overrides });
  render(
    <MemoryRouter>
      <SortableSideList {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('SortableSideList', () => {
  afterEach(() => vi.useRealTimers());

  it('draws a colour only once parsed: a hostile one is no dot and writes no style rule', () => {
    const hostile = 'red;}body{background:url(https://evil.test/x)}';
    renderList({
      entries: [
        { id: 'a', name: 'Alpha', color: '#1E88E5', to: '/things/a' },
        { id: 'b', name: 'Beta', color: hostile, to: '/things/b' },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Things' });
    const dots = nav.querySelectorAll('.MuiListItemIcon-root span');
    expect(dots).toHaveLength(1);
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    );
    expect(rules.filter((rule) => rule.includes('evil.test'))).toEqual([]);
  });

  it('with the manage right: links, move buttons, the add button and an Edit/Delete menu per row', async () => {
    const props = renderList();
    const nav = screen.getByRole('navigation', { name: 'Things' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/things/a', '/things/b']);
    expect(within(nav).getByRole('link', { name: 'Beta' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(props.onAdd).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'More options for Beta' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(props.onEdit).toHaveBeenCalledWith('b');
    await userEvent.click(screen.getByRole('button', { name: 'More options for Alpha' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith('a');
  });

  it('without the manage right: nothing to drag, no add button, no menus', () => {
    renderList({ canManage: false });
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add thing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More options/ })).not.toBeInTheDocument();
  });

  it('a plain list is no navigation landmark', () => {
    renderList({ navigation: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beta' })).not.toHaveAttribute('aria-current');
  });

  it('shows the hover tooltip after 1500 ms, not before', () => {
    vi.useFakeTimers();
    renderList();
    expect(SIDE_LIST_TOOLTIP_DELAY_MS).toBe(1500);
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Alpha' }));
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Alpha');
  });

  it('shows loading, empty and error states', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <SortableSideList {...renderListProps({ isLoading: true, entries: undefined })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Things' })).toBeInTheDocument();
    unmount();
    renderList({ entries: [] });
    expect(screen.getByText('No things')).toBeInTheDocument();
    const onRetry = vi.fn();
    renderList({ entries: undefined, error: 'Bad Request', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Bad Request');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

function renderListProps(overrides: Partial<SortableSideListProps>): SortableSideListProps {
  return {
    title: 'Things',
    addLabel: 'Add thing',
    emptyText: 'No things',
    entries,
    isLoading: false,
    onRetry: vi.fn(),
    navigation: true,
    canManage: true,
    onAdd: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onMove: vi.fn(),
    ...overrides,
  };
}
