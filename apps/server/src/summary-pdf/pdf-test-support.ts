import zlib from 'node:zlib';

/** Every content stream of a PDF as text, inflated where it is deflated. */
function contentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    const isDeflated = /\/Filter\s*\/FlateDecode/.test(match[1]!);
    streams.push((isDeflated ? zlib.inflateSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }) : bytes).toString('latin1'));
    pattern.lastIndex = end;
  }
  return streams;
}

/** WinAnsi's codes 0x80 to 0x9F (Node's own decoder for windows-1252 reads them as Latin-1 control codes). */
const WIN_ANSI_80_TO_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const winAnsiDecode = (bytes: Buffer) =>
  [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_TO_9F[byte - 0x80]! : String.fromCharCode(byte))).join('');

/**
 * The lines of text a PDF made by PDFKit with the standard fonts shows: each text-showing operator
 * (`[<hex> kerning <hex>] TJ`) as one line, its WinAnsi codes decoded.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array] of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('');
      lines.push(winAnsiDecode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}

/** How many pages the PDF's page tree holds, and how many page objects it has. */
export function pdfPageCounts(pdf: Buffer): { tree: number[]; pageObjects: number } {
  const source = pdf.toString('latin1');
  return {
    tree: [...source.matchAll(/\/Type\s*\/Pages\b[^]*?\/Count\s+(\d+)/g)].map(([, count]) => Number(count)),
    pageObjects: [...source.matchAll(/\/Type\s*\/Page\b(?!s)/g)].length,
  };
}
