import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-file';

describe('csvFile', () => {
  it('starts with the byte order mark and ends every line with CRLF', () => {
    expect(csvFile([['Name', 'Votes'], ['Ada', '3']], 'en')).toBe('\uFEFFName,Votes\r\nAda,3\r\n');
  });

  it('separates with commas in English and semicolons in German, quoting a cell that holds the separator', () => {
    const lines = [['Müller, Jörg', 'a;b', '']];
    expect(csvFile(lines, 'en')).toBe('\uFEFF"Müller, Jörg",a;b,\r\n');
    expect(csvFile(lines, 'de')).toBe('\uFEFFMüller, Jörg;"a;b";\r\n');
  });

  it('quotes cells with quotes or line breaks as RFC 4180 says', () => {
    expect(csvFile([['say "hi"', 'two\nlines', 'cr\rhere']], 'en')).toBe('\uFEFF"say ""hi""","two\nlines","cr\rhere"\r\n');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    const lines = [['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b', '1-2']];
    expect(csvFile(lines, 'en')).toBe(`\uFEFF"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tx,"'\rx",a=b,1-2\r\n`);
  });

  it('keeps the full-width formula signs some spreadsheets also run as text', () => {
    expect(csvFile([['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20x']], 'de')).toBe("\uFEFF'\uFF1D1+1;'\uFF0B1;'\uFF0D1;'\uFF20x\r\n");
  });
});
