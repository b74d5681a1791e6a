/**
 * The fixed parts of an XLSX workbook with one sheet (ECMA-376, SpreadsheetML), written as text.
 * The sheet itself is streamed by `xlsx-table.ts`.
 */
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

/** Characters XML 1.0 does not allow, and lone halves of surrogate pairs: removed from text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function contentTypesXml(): string {
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    + '</Types>';
}

export function packageRelationshipsXml(): string {
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">`
    + `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>`
    + '</Relationships>';
}

export function workbookXml(sheetName: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">`
    + `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>`
    + '</workbook>';
}

export function workbookRelationshipsXml(): string {
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">`
    + `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>`
    + `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`
    + '</Relationships>';
}

/** Cell styles every sheet has; the number formats' styles follow them. */
export const HEADER_STYLE = 1;
export const FORMULA_LOOKING_TEXT_STYLE = 2;
const FIRST_NUMBER_FORMAT_STYLE = 3;
const FIRST_CUSTOM_FORMAT_ID = 164;

/**
 * The styles part for the given number formats, and each format's style index. The header is
 * bold; text that looks like a formula carries Excel's quote prefix, so that editing the cell
 * keeps it text (docs/decisions/0097-table-exports-csv-and-xlsx.md).
 */
export function stylesXml(formats: readonly string[]): { xml: string; styleOf: Map<string, number> } {
  const styleOf = new Map(formats.map((format, index) => [format, FIRST_NUMBER_FORMAT_STYLE + index]));
  const numFmts = formats.map((format, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT_ID + index}" formatCode="${xmlText(format)}"/>`);
  const numberXfs = formats.map(
    (_format, index) => `<xf numFmtId="${FIRST_CUSTOM_FORMAT_ID + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  const xml = `${XML_HEAD}<styleSheet xmlns="${MAIN}">`
    + (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts.join('')}</numFmts>` : '')
    + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
    + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
    + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
    + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    + `<cellXfs count="${FIRST_NUMBER_FORMAT_STYLE + formats.length}">`
    + '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
    + '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>'
    + `${numberXfs.join('')}</cellXfs>`
    + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
    + '</styleSheet>';
  return { xml, styleOf };
}

/** The sheet's start: the header row frozen, the columns' widths; rows follow inside `sheetData`. */
export function sheetStartXml(widths: readonly number[]): string {
  const cols = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">`
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
    + '<selection pane="bottomLeft"/></sheetView></sheetViews>'
    + '<sheetFormatPr defaultRowHeight="15"/>'
    + (widths.length > 0 ? `<cols>${cols}</cols>` : '')
    + '<sheetData>';
}

export const SHEET_END_XML = '</sheetData></worksheet>';

