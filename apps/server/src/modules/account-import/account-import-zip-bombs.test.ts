import { ACCOUNT_IMPORT_MAX_BYTES, accountImportPreviewSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { storedAttendees } from '../../test/attendee-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_IMPORT_TEST_ENV, ENGLISH_HEADERS, importClient, peopleRows, type ImportClient } from './account-import-test-support';
import { deflatedEntry, deflatedHugeEntry, testZip, xlsxPartsAround, type TestZipEntry } from './zip-test-support';

const MB = 1024 * 1024;
/** How much the server may grow while it refuses a bomb: far less than any bomb here unpacks to. */
const MEMORY_GROWTH_LIMIT = 100 * MB;

/** Runs `work` and answers how far the process's memory rose above where it started, sampled every millisecond. */
async function memoryGrowthWhile<T>(work: () => Promise<T>): Promise<{ result: T; rss: number; arrayBuffers: number }> {
  const start = process.memoryUsage();
  const peak = { rss: 0, arrayBuffers: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - start.rss);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers - start.arrayBuffers);
  };
  const sampler = setInterval(sample, 1);
  try {
    const result = await work();
    sample();
    return { result, ...peak };
  } finally {
    clearInterval(sampler);
  }
}

const xlsxUpload = (content: Buffer) => ({ filename: 'accounts.xlsx', content, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('account import: XLSX bombs', () => {
  let t: TestApp;
  let api: ImportClient;
  const rows = [ENGLISH_HEADERS, ...peopleRows(2)];
  const { parts, sharedStringsHead, sharedStringsTail } = xlsxPartsAround(rows);
  const xlsxWith = (sharedStrings: TestZipEntry) => testZip([...parts, sharedStrings]);

  beforeAll(async () => {
    t = await createTestApp(ACCOUNT_IMPORT_TEST_ENV);
    api = importClient(t, (await signedInUser(t)).token);
  });
  afterAll(() => t.close());

  /** Applies the file, expects the refusal with its reason, that nothing was imported and that memory stayed low. */
  const refusedWithin = async (file: Buffer, reason: string, headers: Record<string, string> = {}) => {
    expect(file.length).toBeLessThan(ACCOUNT_IMPORT_MAX_BYTES);
    const eventId = await api.create();
    const { result: res, rss, arrayBuffers } = await memoryGrowthWhile(() => api.apply(eventId, xlsxUpload(file), {}, headers));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ file: reason });
    expect(rss).toBeLessThan(MEMORY_GROWTH_LIMIT);
    expect(arrayBuffers).toBeLessThan(MEMORY_GROWTH_LIMIT);
    expect((await storedAttendees(t, eventId)).size).toBe(0);
    expect((await api.latest(eventId)).json().data).toEqual({ latest: null });
    return res.json().error.message as string;
  };

  it('reads the hand-made XLSX the bombs are made of, when it holds no padding', async () => {
    const eventId = await api.create();
    const res = await api.preview(eventId, xlsxUpload(xlsxWith(deflatedEntry('xl/sharedStrings.xml', sharedStringsHead + sharedStringsTail))));
    expect(res.statusCode, res.body).toBe(200);
    const preview = accountImportPreviewSchema.parse(res.json().data);
    expect(preview.headers).toEqual(ENGLISH_HEADERS);
    expect(preview.counts).toEqual({ total: 2, new: 2, existing: 0, invalid: 0 });
  });

  it('refuses an XLSX whose central directory renames a part that unpacks to hundreds of MB, without unpacking it', async () => {
    const sharedStrings = await deflatedHugeEntry('xl/sharedStrings.xml', sharedStringsHead, 300 * MB, sharedStringsTail);
    const bomb = xlsxWith({ ...sharedStrings, directoryName: 'xl/sharedStrings.bin' });
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusedWithin(bomb, 'import.unreadable_xlsx')).toBe('The Excel file could not be read. Save it again as .xlsx or as CSV.');
    expect(await refusedWithin(bomb, 'import.unreadable_xlsx', { 'accept-language': 'de' })).toBe(
      'Die Excel-Datei konnte nicht gelesen werden. Speichern Sie sie erneut als .xlsx oder als CSV.',
    );
  });

  it('refuses an XLSX that unpacks to more than the budget, stopping as soon as it has passed it', async () => {
    const sharedStrings = await deflatedHugeEntry('xl/sharedStrings.xml', sharedStringsHead, 300 * MB, sharedStringsTail);
    expect(await refusedWithin(xlsxWith(sharedStrings), 'import.too_large_unpacked')).toBe(
      'The Excel file holds too much data. Save the accounts as CSV and import that file.',
    );
    // Both directories agree on a size far below the budget: what the data inflates to counts.
    expect(await refusedWithin(xlsxWith({ ...sharedStrings, declaredSize: 1000 }), 'import.too_large_unpacked')).toMatch(/^The Excel file holds too much data/);
  });
});
