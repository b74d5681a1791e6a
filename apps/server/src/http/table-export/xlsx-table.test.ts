import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ROW, exportOf, readXlsx } from './table-export-test-support';

const partsOf = (file: Buffer) => {
  const parts = unzipSync(new Uint8Array(file));
  return (path: string) => strFromU8(parts[path]!);
};

/** The wall clock of the event's zone, as a spreadsheet's date cell holds it. */
const WALL_CLOCK = new Date('2027-05-04T14:30:00Z');
const DAY = new Date('2027-05-04T00:00:00Z');

describe('table export as XLSX', () => {
  it('writes English headers, numbers as number cells and dates as date cells in the event\'s zone', async () => {
    const sheet = await readXlsx(await exportOf('xlsx', 'en', [ROW]));
    expect(sheet).toEqual([
      ['Attendee', 'Present minutes', 'Visits', 'Engagement score', 'Share watched', 'First seen (UTC +02:00)', 'Day'],
      ['Jörg Müller', 95, 1234, -3.25, 0.425, WALL_CLOCK, DAY],
    ]);
  });

  it('writes German headers and the German number formats', async () => {
    const file = await exportOf('xlsx', 'de', [ROW]);
    expect((await readXlsx(file))[0]).toEqual([
      'Teilnehmende Person', 'Anwesende Minuten', 'Besuche', 'Engagement-Punktzahl', 'Anteil angesehen', 'Zuerst gesehen (UTC +02:00)', 'Tag',
    ]);
    const styles = partsOf(file)('xl/styles.xml');
    for (const format of ['#,##0&quot; Min.&quot;', '#,##0', '#,##0.00', '0.0 %', 'dd.mm.yyyy hh:mm', 'dd.mm.yyyy']) {
      expect(styles).toContain(`formatCode="${format}"`);
    }
  });

  it('writes the English number formats', async () => {
    const styles = partsOf(await exportOf('xlsx', 'en', [ROW]))('xl/styles.xml');
    for (const format of ['#,##0&quot; min&quot;', '0.0%', 'yyyy-mm-dd hh:mm', 'yyyy-mm-dd']) expect(styles).toContain(`formatCode="${format}"`);
  });

  it('makes the header row bold and frozen and sets column widths', async () => {
    const part = partsOf(await exportOf('xlsx', 'en', [ROW]));
    expect(part('xl/worksheets/sheet1.xml')).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(part('xl/worksheets/sheet1.xml')).toMatch(/<c r="A1" s="1" t="inlineStr">/);
    expect(part('xl/styles.xml')).toMatch(/<font><b\/>/);
    expect(part('xl/worksheets/sheet1.xml')).toContain('<col min="6" max="6" width="25" customWidth="1"/>');
  });

  it('keeps formula-looking text as text, unchanged, and never writes a formula', async () => {
    const file = await exportOf('xlsx', 'en', [{ name: '=HYPERLINK("http://x")' }, { name: '@SUM(A1)' }]);
    expect((await readXlsx(file)).slice(1).map((row) => row[0])).toEqual(['=HYPERLINK("http://x")', '@SUM(A1)']);
    const sheet = partsOf(file)('xl/worksheets/sheet1.xml');
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('<c r="A2" s="2" t="inlineStr">');
  });

  it('keeps a cell with quotes, line breaks, separators and markup whole, without characters XML cannot hold', async () => {
    const file = await exportOf('xlsx', 'de', [{ name: 'Say "hi";\nnext, <b>line</b> & more\u0001 ' }]);
    expect((await readXlsx(file))[1]![0]).toBe('Say "hi";\nnext, <b>line</b> & more ');
  });

  it('writes an integer column\'s value rounded, as it shows it', async () => {
    expect((await readXlsx(await exportOf('xlsx', 'de', [{ visits: 3.6 }])))[1]![2]).toBe(4);
  });

  it('writes the header row alone when there are no rows', async () => {
    const sheet = await readXlsx(await exportOf('xlsx', 'en', []));
    expect(sheet).toEqual([['Attendee', 'Present minutes', 'Visits', 'Engagement score', 'Share watched', 'First seen (UTC +02:00)', 'Day']]);
  });

  it('takes a header from the server\'s messages', async () => {
    const sheet = await readXlsx(await exportOf('xlsx', 'de', [], [{ key: 'x', header: 'not_found', kind: 'text' }]));
    expect(sheet).toEqual([['Nicht gefunden']]);
  });
});
