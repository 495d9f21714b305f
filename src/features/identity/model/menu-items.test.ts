import { menuItemsChanged, planMenuItemSave, rowsOf, type MenuItemRow } from './menu-items';
import type { MenuItem } from './schemas';

const saved: MenuItem[] = [
  { publicId: 'mi-2', name: 'Energy', order: 1000, pinned: false, page: { publicId: 'pg-2' }, audience: null },
  {
    publicId: 'mi-1',
    name: 'Overview',
    order: 0,
    pinned: true,
    page: { publicId: 'pg-1' },
    audience: { publicId: 'au-1' },
  },
  { publicId: 'mi-3', name: 'Alarms', order: 2000, pinned: false, page: null, audience: null },
];

const row = (fields: Partial<MenuItemRow> & Pick<MenuItemRow, 'key'>): MenuItemRow => ({
  publicId: null,
  name: '',
  pageId: null,
  audienceId: null,
  pinned: false,
  ...fields,
});

describe('the menu items upsert (docs/RULES.md#identity)', () => {
  it('reads the saved items in their order as rows', () => {
    expect(rowsOf(saved).map((r) => r.publicId)).toEqual(['mi-1', 'mi-2', 'mi-3']);
    expect(rowsOf(saved)[0]).toEqual({
      key: 'mi-1',
      publicId: 'mi-1',
      name: 'Overview',
      pageId: 'pg-1',
      audienceId: 'au-1',
      pinned: true,
    });
  });

  it('creates rows without publicId, updates every row with one, deletes the saved items that are gone; order = position × 1000', () => {
    const [overview, energy] = rowsOf(saved);
    const rows = [
      row({ key: 'new-1', name: ' Kiln ', pageId: 'pg-5' }),
      { ...energy!, name: 'Energy report', audienceId: 'au-2' },
      { ...overview!, pageId: null },
    ];
    expect(planMenuItemSave(saved, rows)).toEqual({
      create: [{ name: 'Kiln', order: 0, pinned: false, page: { publicId: 'pg-5' } }],
      update: [
        {
          publicId: 'mi-2',
          name: 'Energy report',
          order: 1000,
          pinned: false,
          page: { publicId: 'pg-2' },
          audience: { publicId: 'au-2' },
        },
        { publicId: 'mi-1', name: 'Overview', order: 2000, pinned: true, page: null, audience: { publicId: 'au-1' } },
      ],
      remove: [{ publicId: 'mi-3' }],
    });
  });

  it('a new row leaves out an unset page and access category; an empty name is null', () => {
    expect(planMenuItemSave([], [row({ key: 'n', name: '  ', audienceId: 'au-1', pinned: true })]).create).toEqual([
      { name: null, order: 0, pinned: true, audience: { publicId: 'au-1' } },
    ]);
  });

  it('nothing left: every saved item is deleted and nothing else is sent', () => {
    expect(planMenuItemSave(saved, [])).toEqual({
      create: [],
      update: [],
      remove: [{ publicId: 'mi-2' }, { publicId: 'mi-1' }, { publicId: 'mi-3' }],
    });
  });

  it('tells a changed list (a field, the order, an added or removed row) from an unchanged one', () => {
    const rows = rowsOf(saved);
    expect(menuItemsChanged(saved, rows)).toBe(false);
    expect(menuItemsChanged(saved, [rows[1]!, rows[0]!, rows[2]!])).toBe(true);
    expect(
      menuItemsChanged(
        saved,
        rows.map((r) => (r.publicId === 'mi-3' ? { ...r, pinned: true } : r)),
      ),
    ).toBe(true);
    expect(menuItemsChanged(saved, rows.slice(0, 2))).toBe(true);
  });
});
