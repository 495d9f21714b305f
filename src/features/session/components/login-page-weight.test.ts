import { heavyMuiImports } from '@/testing/heavy-imports';

// The sign-in page is the start-up page: its fields are TextInputs (no TextField and its Select → Menu → Popover →
// Modal chain) and nothing on it needs a Tooltip.
const sources = import.meta.glob<string>(['./login-page.tsx', './login-form.ts', '../../../ui/text-input.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Everything the sign-in page can show before sign-in: its buttons are LightButtons, its fields TextInputs and its
// spinner an SVG of its own, so no ButtonBase (ripple), InputBase or CircularProgress loads before sign-in.
const startUpSources = import.meta.glob<string>(
  [
    './login-page.tsx',
    './full-page-spinner.tsx',
    './logout-page.tsx',
    '../../../ui/text-input.tsx',
    '../../../ui/light-button.tsx',
    '../../../ui/notice.tsx',
    '../../notices/components/snackbar-host.tsx',
    '../../../app/shell/error-pages.tsx',
    '../../../app/route-errors.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const BUTTON_AND_INPUT_CHAINS = [
  'Button',
  'ButtonBase',
  'IconButton',
  'CircularProgress',
  'InputBase',
  'OutlinedInput',
  'FormControl',
];

describe('the sign-in page stays light', () => {
  it('reads every file of the sign-in form and of the start-up path', () => {
    expect(Object.keys(sources)).toHaveLength(3);
    expect(Object.keys(startUpSources)).toHaveLength(9);
  });

  it.each(Object.entries(sources))(
    '%s imports no Tooltip, TextField, Select, Autocomplete or Popper',
    (_path, source) => {
      expect(heavyMuiImports(source)).toEqual([]);
    },
  );

  it.each(Object.entries(startUpSources))(
    '%s imports none of MUI’s button, progress or input chains',
    (_path, source) => {
      expect(heavyMuiImports(source, BUTTON_AND_INPUT_CHAINS)).toEqual([]);
    },
  );

  it('validates without react-hook-form, its resolvers or zod', () => {
    for (const source of Object.values(sources))
      expect(source).not.toMatch(/from '(react-hook-form|@hookform\/[^']+|zod(\/[^']+)?)'/);
  });
});
