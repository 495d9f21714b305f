import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, unescapeFormulaCell } from './csv';

/** The cells of a CSV text as a spreadsheet program would read them (BOM dropped). */
const cellsOf = (text: string): string[][] =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;

describe('csvText', () => {
  it('writes a BOM, a header row and the rows with CRLF, quoting what needs it', () => {
    expect(
      csvText(
        ['name', 'bytes'],
        [
          ['Pump, north', 12],
          ['Say "hi"', 0],
        ],
      ),
    ).toBe('\uFEFFname,bytes\r\n"Pump, north",12\r\n"Say ""hi""",0');
  });

  it('escapes an exported =cmd cell with a leading apostrophe', () => {
    expect(csvText(['key', 'en'], [['A', "=cmd|' /C calc'!A0"]])).toBe("\uFEFFkey,en\r\nA,\"'=cmd|' /C calc'!A0\"");
  });

  it.each([
    ['=', '=1+1', "'=1+1"],
    ['+', '+31 20 123', "'+31 20 123"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a tab', '\t=1', "'\t=1"],
    ['a carriage return', '\r=1', "'\r=1"],
    [
      '= on a text of two lines',
      '=HYPERLINK("https://evil.test")\nsecond line',
      '\'=HYPERLINK("https://evil.test")\nsecond line',
    ],
    ['an apostrophe already before =', "'=1", "''=1"],
  ])('a text cell starting with %s reads as text', (_name, cell, read) => {
    expect(cellsOf(csvText(['h'], [[cell]]))[1]?.[0]).toBe(read);
  });

  it('escapes a header cell too', () => {
    expect(cellsOf(csvText(['=header'], []))[0]).toEqual(["'=header"]);
  });

  it.each([['plain text'], ['a = b'], ["'quoted"], ['mail@example.test'], [' =spaced'], ['']])(
    'leaves %j as it is',
    (cell) => {
      expect(cellsOf(csvText(['h'], [[cell]]))[1]?.[0]).toBe(cell);
    },
  );

  it('writes numbers as numbers, a negative one too', () => {
    expect(csvText(['n'], [[-5], [0]])).toBe('\uFEFFn\r\n-5\r\n0');
  });
});

describe('unescapeFormulaCell', () => {
  it.each(['=cmd', '+1', '-1', '@x', '\t1', '\r1', "'=1", "''-x", 'plain', "'plain", "'", '', '=a\nb'])(
    'gives back %j after an export',
    (text) => {
      const exported = cellsOf(csvText(['h'], [[text]]))[1]?.[0] ?? '';
      expect(unescapeFormulaCell(exported)).toBe(text);
    },
  );

  it('leaves a cell with an apostrophe and no formula character after it as it is', () => {
    expect(unescapeFormulaCell("'tis")).toBe("'tis");
  });
});
