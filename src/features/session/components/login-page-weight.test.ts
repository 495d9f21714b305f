import { heavyMuiImports } from '../../../testing/heavy-imports';

// The sign-in page is the start-up page: its fields are TextInputs (no TextField and its Select → Menu → Popover →
// Modal chain) and nothing on it needs a Tooltip.
const sources = import.meta.glob<string>(['./login-page.tsx', './login-form.ts', '../../../ui/text-input.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the sign-in page stays light', () => {
  it('reads every file of the sign-in form', () => {
    expect(Object.keys(sources)).toHaveLength(3);
  });

  it.each(Object.entries(sources))('%s imports no Tooltip, TextField, Select, Autocomplete or Popper', (_path, source) => {
    expect(heavyMuiImports(source)).toEqual([]);
  });

  it('validates without react-hook-form, its resolvers or zod', () => {
    for (const source of Object.values(sources)) expect(source).not.toMatch(/from '(react-hook-form|@hookform\/[^']+|zod(\/[^']+)?)'/);
  });
});
