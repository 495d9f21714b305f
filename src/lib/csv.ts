import Papa from 'papaparse';

const BOM = '\uFEFF';

/**
 * A CSV file's text (papaparse: quoting and escaping), a header row then the rows, with a byte order mark and CRLF line
 * ends so spreadsheet programs read it as UTF-8. Only lazy chunks import this (papaparse stays out of the start-up code).
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { newline: '\r\n' });
}
