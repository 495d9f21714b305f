/**
 * MUI components a page that must stay light does not import statically: Tooltip (Popper), TextField (its
 * Select → Menu → Popover → Modal chain), Select and Autocomplete themselves, Popper.
 */
const HEAVY_MUI = ['Tooltip', 'TextField', 'Select', 'Autocomplete', 'Popper'] as const;

const MUI_IMPORT = /import\s+(?:type\s+)?([^;]*?)\s+from\s+'@mui\/material(?:\/([A-Za-z]+))?'/g;

/**
 * The heavy MUI components a module's source imports (named or by deep path); type-only imports do not count.
 * `names` replaces the default list (e.g. Alert and IconButton for the start-up notices).
 */
export function heavyMuiImports(source: string, names: readonly string[] = HEAVY_MUI): string[] {
  const found = new Set<string>();
  for (const [statement, clause = '', deepPath] of source.matchAll(MUI_IMPORT)) {
    if (/^import\s+type\s/.test(statement)) continue;
    if (deepPath) {
      if (names.includes(deepPath)) found.add(deepPath);
      continue;
    }
    const clauseNames = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
    for (const name of clauseNames) if (names.includes(name)) found.add(name);
  }
  return [...found];
}
