import type { Language } from '@aula/shared';
import PDFDocument from 'pdfkit';
import { NUMBER_LOCALES } from '../http/table-export/number-formats';
import { drawSparkline } from './chart';
import { SUMMARY_TEXTS, formatDay, formatEventRange, formatFigure, formatMoment, type FigureKind } from './texts';
import { winAnsiText } from './win-ansi';

/** A key figure as the dashboard shows it, with its definition (docs/rules/analytics.md#definitions). */
export type SummaryFigure = { label: string; definition: string; value: number | null; kind: FigureKind; fractionDigits?: number };

export type SummaryInput = {
  lang: Language;
  eventName: string;
  start: Date;
  end: Date;
  /** The event's offset from UTC in minutes; every date and time is written in it. */
  timezoneOffset: number;
  /** At most six, drawn three to a row. */
  figures: readonly SummaryFigure[];
  /** Attendees present in each minute from `from` on, one count a minute. */
  concurrent: { from: Date; counts: readonly number[] };
  /** At most six steps, each drawn as a bar against the first (invited, activated, attended, engaged, …). */
  funnel: readonly { label: string; count: number }[];
  createdAt: Date;
};

const MAX_FIGURES = 6;
const MAX_FUNNEL_STEPS = 6;

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#5f6368';
const INK = '#202124';
const BAR = '#1a73e8';

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, y: number): void {
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(winAnsiText(text), PAGE.margin, y, { width: CONTENT_WIDTH, lineBreak: false });
}

function drawTitle(doc: Doc, input: SummaryInput): void {
  const texts = SUMMARY_TEXTS[input.lang];
  const x = PAGE.margin;
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(winAnsiText(texts.documentTitle), x, 50, { width: CONTENT_WIDTH, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK)
    .text(winAnsiText(input.eventName), x, 66, { width: CONTENT_WIDTH, height: 50, ellipsis: true });
  // Below the name, which takes one line or two.
  doc.font('Helvetica').fontSize(11).fillColor(INK)
    .text(winAnsiText(formatEventRange(input.start, input.end, input.timezoneOffset, input.lang)), x, doc.y + 6, { width: CONTENT_WIDTH, lineBreak: false });
}

function drawFigures(doc: Doc, input: SummaryInput, top: number): void {
  heading(doc, SUMMARY_TEXTS[input.lang].keyFigures, top);
  const gap = 15;
  const width = (CONTENT_WIDTH - 2 * gap) / 3;
  input.figures.forEach((figure, index) => {
    const x = PAGE.margin + (index % 3) * (width + gap);
    const y = top + 24 + Math.floor(index / 3) * 92;
    const value = figure.value === null ? SUMMARY_TEXTS[input.lang].noValue : formatFigure(figure.value, figure.kind, input.lang, figure.fractionDigits);
    doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(winAnsiText(value), x, y, { width, lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(9).text(winAnsiText(figure.label), x, y + 26, { width, height: 12, ellipsis: true });
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY).text(winAnsiText(figure.definition), x, y + 40, { width, height: 40, ellipsis: true });
  });
}

function drawConcurrent(doc: Doc, input: SummaryInput, top: number): void {
  const { lang, timezoneOffset, concurrent } = input;
  const texts = SUMMARY_TEXTS[lang];
  heading(doc, texts.concurrent, top);
  const box = { x: PAGE.margin + 30, y: top + 26, width: CONTENT_WIDTH - 30, height: 120 };
  const counts = concurrent.counts;
  const peak = counts.reduce((best, count, minute) => (count > counts[best]! ? minute : best), 0);
  const maximum = counts[peak] ?? 0;
  const count = (value: number) => formatFigure(value, 'integer', lang);
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  doc.text(count(maximum), PAGE.margin, box.y - 3, { width: 26, align: 'right', lineBreak: false });
  doc.text('0', PAGE.margin, box.y + box.height - 6, { width: 26, align: 'right', lineBreak: false });
  drawSparkline(doc, box, counts, maximum);
  if (maximum === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(winAnsiText(texts.noAttendance), box.x + 10, box.y + box.height / 2, { lineBreak: false });
    return;
  }
  const minuteAt = (index: number) => new Date(concurrent.from.getTime() + index * 60_000);
  const labelY = box.y + box.height + 4;
  doc.fontSize(8).fillColor(GREY);
  doc.text(winAnsiText(formatMoment(minuteAt(0), timezoneOffset, lang)), box.x, labelY, { lineBreak: false });
  doc.text(winAnsiText(formatMoment(minuteAt(counts.length - 1), timezoneOffset, lang)), box.x, labelY, { width: box.width, align: 'right', lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK)
    .text(winAnsiText(texts.peak(count(maximum), formatMoment(minuteAt(peak), timezoneOffset, lang))), box.x, labelY + 14, { lineBreak: false });
}

function drawFunnel(doc: Doc, input: SummaryInput, top: number): void {
  const texts = SUMMARY_TEXTS[input.lang];
  heading(doc, texts.funnel, top);
  const first = input.funnel[0]?.count ?? 0;
  const labelWidth = 150;
  const barWidth = 200;
  input.funnel.forEach((step, index) => {
    const y = top + 26 + index * 26;
    const share = first > 0 ? step.count / first : 0;
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(winAnsiText(step.label), PAGE.margin, y + 3, { width: labelWidth, height: 12, ellipsis: true });
    const barX = PAGE.margin + labelWidth + 10;
    doc.rect(barX, y, barWidth, 16).fillColor('#e8eaed').fill();
    if (share > 0) doc.rect(barX, y, Math.max(1, Math.min(1, share) * barWidth), 16).fillColor(BAR).fill();
    const figures = `${formatFigure(step.count, 'integer', input.lang)}   ${index === 0 ? '' : texts.ofFirst(formatFigure(share, 'percent', input.lang))}`;
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(winAnsiText(figures.trim()), barX + barWidth + 10, y + 3, { lineBreak: false });
  });
}

/**
 * The dashboard's one-page summary as a PDF (A4, Helvetica, docs/rules/analytics.md#exports):
 * title and dates, key figures with their definitions, attendees per minute and the funnel, in
 * `lang`. Made from the figures alone; whoever calls it has read them.
 */
export function renderSummaryPdf(input: SummaryInput): Promise<Buffer> {
  if (input.figures.length > MAX_FIGURES || input.funnel.length > MAX_FUNNEL_STEPS) {
    throw new Error(`A summary holds at most ${MAX_FIGURES} figures and ${MAX_FUNNEL_STEPS} funnel steps`);
  }
  const texts = SUMMARY_TEXTS[input.lang];
  const doc = new PDFDocument({
    size: 'A4',
    // A small bottom margin: the footer sits below the funnel, and text past the margin would start a second page.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 20 },
    lang: NUMBER_LOCALES[input.lang],
    info: { Title: winAnsiText(`${texts.documentTitle}: ${input.eventName}`), Creator: 'Aula', CreationDate: input.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawTitle(doc, input);
  drawFigures(doc, input, 150);
  drawConcurrent(doc, input, 360);
  drawFunnel(doc, input, 570);
  doc.font('Helvetica').fontSize(7.5).fillColor(GREY)
    .text(winAnsiText(texts.created(formatDay(input.createdAt, input.timezoneOffset, input.lang))), PAGE.margin, PAGE.height - 62, { width: CONTENT_WIDTH, lineBreak: false });
  doc.end();
  return done;
}
