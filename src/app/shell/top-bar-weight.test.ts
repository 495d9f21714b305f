import { heavyMuiImports } from '@/testing/heavy-imports';

// The top bar loads with every admin page: its plain labels are an aria-label and a native title (no Tooltip and
// its Popper), and the search is a bare input (no TextField and its Select chain) that downloads only for a page that
// offers a search.
const sources = import.meta.glob<string>(
  [
    './top-bar.tsx',
    './account-menu.tsx',
    './apps-menu.tsx',
    './help-button.tsx',
    './messages-button.tsx',
    '../../features/search/components/*.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('the top bar stays light', () => {
  it('reads every file of the top bar', () => {
    expect(Object.keys(sources)).toHaveLength(7);
  });

  it('loads the search input lazily, so a page without a search does not download InputBase', () => {
    const search = sources['../../features/search/components/top-bar-search.tsx'] ?? '';
    expect(search).toMatch(/lazy\(\(\) => import\('\.\/top-bar-search-input'\)/);
    expect(heavyMuiImports(search, ['OutlinedInput', 'InputBase', 'InputAdornment'])).toEqual([]);
  });

  it.each(Object.entries(sources))(
    '%s imports no Tooltip, TextField, Select, Autocomplete or Popper',
    (_path, source) => {
      expect(heavyMuiImports(source)).toEqual([]);
    },
  );
});
