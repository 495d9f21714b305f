import Papa from 'papaparse';

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet program would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first), also
 * behind apostrophes already there: exported, it gets one apostrophe more, so a spreadsheet shows it as text. Papa
 * Parse's own `escapeFormulae: true` rule ends in `.*$`, which never matches a cell holding a line break (`.` stops
 * there): a text of two lines beginning with `=` would go out as a formula. This one looks at the start only.
 */
const FORMULA_CELL = /^'*[=+\-@\t\r]/;

/**
 * A CSV file's text (papaparse: quoting and escaping), a header row then the rows, with a byte order mark and CRLF line
 * ends so spreadsheet programs read it as UTF-8. A text cell that would start a formula gets a leading `'` (numbers are
 * written as they are: a negative number stays a number). Only lazy chunks import this (papaparse stays out of the
 * start-up code).
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return (
    BOM +
    Papa.unparse(
      { fields: [...header], data: rows.map((row) => [...row]) },
      { newline: '\r\n', escapeFormulae: FORMULA_CELL },
    )
  );
}

/**
 * A cell read back from a file `csvText` wrote: the apostrophe it put before a formula-like text is taken off again, so
 * an exported file imports as the same texts. A cell with no formula character after its apostrophes is left as it is.
 */
export function unescapeFormulaCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_CELL.test(cell) ? cell.slice(1) : cell;
}
