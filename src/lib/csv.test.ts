import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('writes a BOM, a header row and the rows with CRLF, quoting what needs it', () => {
    expect(csvText(['name', 'bytes'], [['Pump, north', 12], ['Say "hi"', 0]])).toBe('\uFEFFname,bytes\r\n"Pump, north",12\r\n"Say ""hi""",0');
  });
});
