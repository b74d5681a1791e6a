import writeXlsxFile from 'write-excel-file/node';
import { ACCOUNT_IMPORT_MAX_BYTES, accountImportPreviewSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_IMPORT_TEST_ENV, ENGLISH_HEADERS, csvFile, csvText, importClient, peopleRows, type ImportClient } from './account-import-test-support';
import { deflatedHugeEntry, testZip } from './zip-test-support';

describe('account import: reading files', () => {
  let t: TestApp;
  let api: ImportClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ACCOUNT_IMPORT_TEST_ENV);
    api = importClient(t, (await signedInUser(t)).token);
    eventId = await api.create();
  });
  afterAll(() => t.close());

  const preview = async (...args: Parameters<ImportClient['preview']>) => {
    const res = await api.preview(...args);
    expect(res.statusCode, res.body).toBe(200);
    return accountImportPreviewSchema.parse(res.json().data);
  };
  const refused = async (file: Parameters<ImportClient['preview']>[1], headers: Record<string, string> = {}) => {
    const res = await api.preview(eventId, file, {}, headers);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error as { code: string; message: string; fields: Record<string, string> };
  };

  it.each([
    [',', 'comma'],
    [';', 'semicolon'],
    ['\t', 'tab'],
  ])('reads a CSV separated by %j (%s) and guesses the mapping from its header', async (separator) => {
    const result = await preview(eventId, csvFile(csvText([ENGLISH_HEADERS, ...peopleRows(3)], separator)));
    expect(result.file).toEqual({ name: 'accounts.csv', format: 'csv', delimiter: separator, encoding: 'utf-8' });
    expect(result.headers).toEqual(ENGLISH_HEADERS);
    expect(result.mapping).toEqual({ firstName: 0, lastName: 1, email: 2, company: 3, jobTitle: 4, role: 5, lang: 6, groups: 7, active: 8 });
    expect(result.counts).toEqual({ total: 3, new: 3, existing: 0, invalid: 0 });
    expect(result.rows[2]).toEqual({
      line: 4,
      status: 'new',
      cells: {
        firstName: 'First3',
        lastName: 'Last3',
        email: 'person3@example.com',
        company: 'Harbour Ltd',
        jobTitle: 'Engineer',
        role: 'attendee',
        lang: 'en',
        groups: 'Crew',
        active: 'yes',
      },
    });
  });

  it('reads UTF-8 with a byte-order mark, and Windows-1252 as German Excel saves it', async () => {
    const rows = [['Vorname', 'Nachname', 'E-Mail', 'Firma'], ['Jürgen', 'Größe', 'j@example.com', 'Bäckerei Müller']];
    const withBom = await preview(eventId, csvFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvText(rows, ';'))])));
    expect(withBom.file.encoding).toBe('utf-8');
    expect(withBom.headers[0]).toBe('Vorname');
    expect(withBom.rows[0]!.cells).toMatchObject({ firstName: 'Jürgen', lastName: 'Größe', company: 'Bäckerei Müller' });

    const windows1252 = Buffer.from(csvText(rows, ';'), 'latin1');
    const legacy = await preview(eventId, csvFile(windows1252));
    expect(legacy.file).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(legacy.rows[0]!.cells).toMatchObject({ firstName: 'Jürgen', lastName: 'Größe', company: 'Bäckerei Müller' });
  });

  it('reads Excel’s “Unicode text” (UTF-16 with tabs)', async () => {
    const text = csvText([['Vorname', 'Nachname', 'E-Mail'], ['Zoë', 'Ørsted', 'z@example.com']], '\t');
    const result = await preview(eventId, csvFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), 'accounts.txt'));
    expect(result.file).toMatchObject({ encoding: 'utf-16le', delimiter: '\t' });
    expect(result.rows[0]!.cells).toMatchObject({ firstName: 'Zoë', lastName: 'Ørsted' });
  });

  it('counts lines as the file does: quoted line breaks and blank lines keep their lines', async () => {
    const text = 'First name,Last name,E-mail,Company\n\nAda,Lovelace,ada@example.com,"Analytical\nEngines"\nGrace,Hopper,nope,Navy\n';
    const result = await preview(eventId, csvFile(text));
    expect(result.rows.map((row) => row.line)).toEqual([3, 5]);
    expect(result.problems).toEqual([{ line: 5, field: 'email', reason: 'validation.invalid_email' }]);
  });

  it('reads the first sheet of an XLSX file, numbers, booleans and dates as text', async () => {
    const xlsx = await writeXlsxFile([
      ['Vorname', 'Nachname', 'E-Mail', 'Aktiv', 'Gruppen', 'Firma'],
      ['Jürgen', 'Groß', 'j@example.com', true, 2027, { value: new Date('2027-03-04T00:00:00Z'), format: 'dd.mm.yyyy' }],
      [null, null, null, null, null, null],
      ['Ann', 'Lee', 'a@example.com', false, 'A; B', 'Lee & Co'],
    ]).toBuffer();
    const result = await preview(eventId, { filename: 'Konten.xlsx', content: xlsx, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(result.file).toEqual({ name: 'Konten.xlsx', format: 'xlsx', delimiter: null, encoding: null });
    expect(result.rows.map((row) => [row.line, row.cells.firstName, row.cells.active, row.cells.groups, row.cells.company])).toEqual([
      [2, 'Jürgen', 'true', '2027', '2027-03-04'],
      [4, 'Ann', 'false', 'A; B', 'Lee & Co'],
    ]);
    expect(result.counts).toEqual({ total: 2, new: 2, existing: 0, invalid: 0 });
  });

  it('refuses files that are neither CSV nor XLSX, by their content', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refused({ filename: 'accounts.csv', content: png, type: 'text/csv' })).toMatchObject({
      code: 'validation_failed',
      message: 'Only CSV and Excel (XLSX) files can be imported.',
      fields: { file: 'import.wrong_type' },
    });
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    expect((await refused({ filename: 'accounts.xls', content: xls, type: 'application/vnd.ms-excel' })).fields.file).toBe('import.wrong_type');
  });

  it('refuses a broken XLSX, and one whose sheets unpack to more than the import could ever need', async () => {
    expect((await refused({ filename: 'a.xlsx', content: Buffer.from('PK\u0003\u0004 not really a zip'), type: 'application/zip' })).fields.file).toBe(
      'import.unreadable_xlsx',
    );
    const bomb = testZip([await deflatedHugeEntry('xl/worksheets/sheet1.xml', '', 80 * 1024 * 1024, '')]);
    expect(bomb.length).toBeLessThan(ACCOUNT_IMPORT_MAX_BYTES);
    expect((await refused({ filename: 'bomb.xlsx', content: bomb, type: 'application/zip' })).fields.file).toBe('import.too_large_unpacked');
  });

  it('refuses no file, an empty file, a header without rows and a file without a header, in the user’s language', async () => {
    expect(await refused(null)).toMatchObject({ message: 'Choose a CSV or Excel (XLSX) file to import.', fields: { file: 'import.no_file' } });
    expect(await refused(csvFile(''))).toMatchObject({ message: 'The file is empty.', fields: { file: 'import.empty' } });
    expect((await refused(csvFile('\r\n   \r\n,,\r\n'))).fields.file).toBe('import.empty');
    expect((await refused(csvFile([ENGLISH_HEADERS]))).fields.file).toBe('import.no_rows');
    const noHeader = await refused(csvFile(peopleRows(2)), { 'accept-language': 'de' });
    expect(noHeader).toMatchObject({ fields: { file: 'import.no_header' } });
    expect(noHeader.message).toMatch(/^Die erste Zeile muss die Spalten benennen/);
  });

  it('refuses an unclosed quote with its line', async () => {
    const error = await refused(csvFile('First name,Last name,E-mail\nAda,"Lovelace,ada@example.com\nGrace,Hopper,g@example.com\n'));
    expect(error).toMatchObject({ fields: { file: 'import.unreadable_csv' } });
    expect(error.message).toMatch(/line \d+/);
  });

  it('refuses more than 10,000 rows and more than 5 MB with clear messages', async () => {
    const tooMany = await refused(csvFile([ENGLISH_HEADERS, ...peopleRows(10_001)]));
    expect(tooMany).toMatchObject({ message: 'The file has more than 10,000 accounts. Split it into files of at most 10,000 rows.', fields: { file: 'import.too_many_rows' } });
    expect((await api.preview(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(10_000)]))).statusCode).toBe(200);

    const big = csvText([ENGLISH_HEADERS, ...peopleRows(2)]) + ' '.repeat(ACCOUNT_IMPORT_MAX_BYTES);
    expect(await refused(csvFile(big))).toMatchObject({ message: 'The file is larger than 5 MB.', fields: { file: 'import.too_large' } });
  });

  it('refuses a mapping that names a column the file does not have', async () => {
    const res = await api.preview(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(1)]), { mapping: { email: 9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'mapping.email': 'validation.invalid' });
    const broken = await api.postMultipart(`/importAccountsPreview/${eventId}`, { file: csvFile([ENGLISH_HEADERS, ...peopleRows(1)]), mapping: '{"email":' });
    expect(broken.statusCode).toBe(400);
  });

  it('offers the template with English or German headers and one example row that imports cleanly', async () => {
    const english = await api.get('/importAccountsTemplate?lang=en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="accounts-template.csv"');
    expect(english.body).toBe(
      '\uFEFFFirst name,Last name,E-mail,Company,Job title,Role,Language,Groups,Active\r\nAda,Lovelace,ada.lovelace@example.com,Analytical Engines Ltd,Mathematician,speaker,English,Speakers; VIP,yes\r\n',
    );
    const german = await t.app.inject({ method: 'GET', url: '/api/importAccountsTemplate', headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'de' } });
    expect(german.headers['content-disposition']).toBe('attachment; filename="konten-vorlage.csv"');
    expect(german.body.split('\r\n')[0]).toBe('\uFEFFVorname;Nachname;E-Mail;Unternehmen;Position;Rolle;Sprache;Gruppen;Aktiv');

    for (const template of [english, german]) {
      const result = await preview(eventId, csvFile(Buffer.from(template.rawPayload)));
      expect(result.problems).toEqual([]);
      expect(result.missingFields).toEqual([]);
      expect(result.counts).toMatchObject({ total: 1, new: 1 });
    }
  });
});
