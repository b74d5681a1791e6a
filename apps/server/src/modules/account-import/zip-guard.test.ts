import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { storedZipOf } from './stored-zip';
import { readZipEntries } from './zip-directory';
import { unpackXlsxParts } from './zip-guard';
import { deflatedEntry, deflatedHugeEntry, testZip, type TestZipEntry } from './zip-test-support';

const MB = 1024 * 1024;
const BUDGET = MB;

const sheet = deflatedEntry('xl/worksheets/sheet1.xml', '<worksheet><sheetData/></worksheet>');
const workbook = deflatedEntry('xl/workbook.xml', '<workbook/>');

describe('unpackXlsxParts', () => {
  it('unpacks the XML parts of a real XLSX (sizes written after the data), which read back from the stored copy', async () => {
    const xlsx = await writeXlsxFile([['First name', 'E-mail'], ['Ada', 'ada@example.com']]).toBuffer();
    const unpacked = await unpackXlsxParts(xlsx, BUDGET);
    if (unpacked.status !== 'ok') throw new Error(unpacked.status);
    expect(unpacked.parts.map((part) => part.name)).toContain('xl/sharedStrings.xml');
    expect(unpacked.parts.find((part) => part.name === 'xl/sharedStrings.xml')!.content.toString()).toContain('<t>ada@example.com</t>');

    const stored = readZipEntries(storedZipOf(unpacked.parts));
    expect(stored?.map(({ name, method, data }) => ({ name, method, content: data.toString() }))).toEqual(
      unpacked.parts.map(({ name, content }) => ({ name, method: 0, content: content.toString() })),
    );
  });

  it.each<[string, Partial<TestZipEntry>]>([
    ['another name', { directoryName: 'xl/worksheets/sheet1.bin' }],
    ['another size', { directorySize: 1 }],
    ['an entry missing', { hidden: true }],
    ['another place', { directoryOffsetShift: 1 }],
  ])('refuses an archive whose central directory says %s than the local header', async (_, lie) => {
    expect(await unpackXlsxParts(testZip([workbook, { ...sheet, ...lie }]), BUDGET)).toEqual({ status: 'invalid' });
    expect(await unpackXlsxParts(testZip([workbook, sheet]), BUDGET)).toMatchObject({ status: 'ok' });
  });

  it('counts what the parts inflate to together, whatever both headers declare', async () => {
    const half = await deflatedHugeEntry('xl/worksheets/sheet1.xml', '<worksheet>', 0.6 * MB, '</worksheet>');
    expect(await unpackXlsxParts(testZip([workbook, half]), BUDGET)).toMatchObject({ status: 'ok' });
    expect(await unpackXlsxParts(testZip([{ ...half, name: 'xl/worksheets/sheet2.xml' }, half]), BUDGET)).toEqual({ status: 'too_large' });
    const bomb = await deflatedHugeEntry('xl/sharedStrings.xml', '<sst>', 50 * MB, '</sst>');
    expect(await unpackXlsxParts(testZip([workbook, { ...bomb, declaredSize: 10 }]), BUDGET)).toEqual({ status: 'too_large' });
  });

  it('refuses a part whose data is cut short, runs on past its end, or unpacks to another size or checksum than declared', async () => {
    const cut = { ...sheet, deflated: sheet.deflated.subarray(0, sheet.deflated.length - 4) };
    expect(await unpackXlsxParts(testZip([workbook, cut]), BUDGET)).toEqual({ status: 'invalid' });
    const runOn = { ...sheet, deflated: Buffer.concat([sheet.deflated, Buffer.from('more')]) };
    expect(await unpackXlsxParts(testZip([workbook, runOn]), BUDGET)).toEqual({ status: 'invalid' });
    expect(await unpackXlsxParts(testZip([workbook, { ...sheet, declaredSize: sheet.size - 1 }]), BUDGET)).toEqual({ status: 'invalid' });
    expect(await unpackXlsxParts(testZip([workbook, { ...sheet, crc: sheet.crc ^ 1 }]), BUDGET)).toEqual({ status: 'invalid' });
  });

  it('leaves out parts the sheet reader never reads, without unpacking them', async () => {
    const image = await deflatedHugeEntry('xl/media/image1.png', '', 50 * MB, '');
    const unpacked = await unpackXlsxParts(testZip([workbook, image, sheet]), BUDGET);
    expect(unpacked.status === 'ok' && unpacked.parts.map((part) => part.name)).toEqual(['xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
  });

  it('refuses what is no ZIP, or a ZIP with bytes after its end record', async () => {
    expect(await unpackXlsxParts(Buffer.from('PK\u0003\u0004 not really a zip'), BUDGET)).toEqual({ status: 'invalid' });
    expect(await unpackXlsxParts(Buffer.concat([testZip([workbook]), Buffer.from('tail')]), BUDGET)).toEqual({ status: 'invalid' });
  });
});
