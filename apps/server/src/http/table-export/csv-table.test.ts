import { describe, expect, it } from 'vitest';
import { COLUMNS, ROW, exportOf, readCsv } from './table-export-test-support';

describe('table export as CSV', () => {
  it('writes English headers and numbers and dates as English Excel reads them', async () => {
    const lines = readCsv(await exportOf('csv', 'en', [ROW]), 'en');
    expect(lines).toEqual([
      ['Attendee', 'Present minutes', 'Visits', 'Engagement score', 'Share watched', 'First seen (UTC +02:00)', 'Day'],
      ['Jörg Müller', '95', '1234', '-3.25', '42.5%', '2027-05-04 14:30', '2027-05-04'],
    ]);
  });

  it('writes German headers, semicolons, decimal commas and German dates', async () => {
    const file = await exportOf('csv', 'de', [ROW]);
    expect(file.toString('utf8')).toContain('\r\nJörg Müller;95;1234;-3,25;42,5%;04.05.2027 14:30;04.05.2027\r\n');
    expect(readCsv(file, 'de')[0]).toEqual([
      'Teilnehmende Person', 'Anwesende Minuten', 'Besuche', 'Engagement-Punktzahl', 'Anteil angesehen', 'Zuerst gesehen (UTC +02:00)', 'Tag',
    ]);
  });

  it('keeps formula-looking text as text and a negative number as a number', async () => {
    const lines = readCsv(await exportOf('csv', 'en', [{ name: '=HYPERLINK("http://x")', score: -1 }, { name: '-2', score: -0.5 }]), 'en');
    expect(lines.slice(1).map((line) => [line[0], line[3]])).toEqual([
      ['\'=HYPERLINK("http://x")', '-1'],
      ['\'-2', '-0.5'],
    ]);
  });

  it('keeps a cell with quotes, line breaks and separators whole', async () => {
    const name = 'Say "hi";\r\nnext, line';
    for (const lang of ['en', 'de'] as const) {
      expect(readCsv(await exportOf('csv', lang, [{ name }]), lang)[1]![0]).toBe(name);
    }
  });

  it('writes an integer column\'s value rounded, as it shows it', async () => {
    expect(readCsv(await exportOf('csv', 'de', [{ visits: 3.6 }]), 'de')[1]![2]).toBe('4');
  });

  it('leaves cells without a value empty', async () => {
    const lines = readCsv(await exportOf('csv', 'en', [{ name: null, minutes: Number.NaN, firstSeen: new Date('nope'), day: 'soon' }]), 'en');
    expect(lines[1]).toEqual(['', '', '', '', '', '', '']);
  });

  it('writes the header row alone when there are no rows', async () => {
    const file = await exportOf('csv', 'de', []);
    expect(readCsv(file, 'de')).toHaveLength(1);
    expect(file.toString('utf8').endsWith('Tag\r\n')).toBe(true);
  });

  it('writes a day given as an instant as its day in the event\'s zone', async () => {
    const lateEvening = new Date('2027-05-04T22:30:00Z');
    const lines = readCsv(await exportOf('csv', 'en', [{ day: lateEvening }], [COLUMNS[6]!]), 'en');
    expect(lines[1]).toEqual(['2027-05-05']);
  });
});
