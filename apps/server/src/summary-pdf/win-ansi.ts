/** Characters outside Latin-1 that the standard PDF fonts' WinAnsi encoding still holds (€, dashes, quotes, …). */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Letters whose stroke no Unicode decomposition removes. */
const STROKED: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i' };

const encodable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

/**
 * Text the standard Helvetica can draw (docs/decisions/0098-summary-pdf-with-pdfkit.md): German and
 * Western European letters as they are; a letter with a mark Helvetica lacks as its base letter
 * (`ő` becomes `o`, `ł` `l`), Unicode spaces as spaces; anything else as `?`.
 */
export function winAnsiText(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (encodable(code)) {
      result += char;
      continue;
    }
    const stroked = STROKED[char];
    if (stroked) {
      result += stroked;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    result += base !== '' && [...base].every((c) => encodable(c.codePointAt(0)!)) ? base : '?';
  }
  return result;
}
