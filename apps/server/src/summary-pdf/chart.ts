/** The drawing calls the chart needs, as PDFKit's document offers them. */
type Canvas = {
  moveTo(x: number, y: number): Canvas;
  lineTo(x: number, y: number): Canvas;
  closePath(): Canvas;
  lineWidth(width: number): Canvas;
  strokeColor(color: string): Canvas;
  fillColor(color: string): Canvas;
  stroke(): Canvas;
  fill(): Canvas;
};

export type Box = { x: number; y: number; width: number; height: number };

/**
 * At most `slots` values, each the highest of the minutes it stands for, so that a peak never
 * disappears when three days of minutes are drawn across a few hundred points.
 */
export function peaksPerSlot(counts: readonly number[], slots: number): number[] {
  if (counts.length <= slots) return [...counts];
  return Array.from({ length: slots }, (_slot, index) => {
    const from = Math.floor((index * counts.length) / slots);
    const to = Math.floor(((index + 1) * counts.length) / slots);
    let highest = 0;
    for (let minute = from; minute < to; minute++) highest = Math.max(highest, counts[minute]!);
    return highest;
  });
}

/** The counts as a filled line over the box's bottom edge, in vector strokes, scaled to `maximum`. */
export function drawSparkline(canvas: Canvas, box: Box, counts: readonly number[], maximum: number): void {
  const points = peaksPerSlot(counts, Math.floor(box.width));
  const bottom = box.y + box.height;
  canvas.lineWidth(0.5).strokeColor('#9aa0a6').moveTo(box.x, bottom).lineTo(box.x + box.width, bottom).stroke();
  if (points.length === 0 || maximum <= 0) return;
  const step = points.length > 1 ? box.width / (points.length - 1) : 0;
  const yOf = (count: number) => bottom - (count / maximum) * box.height;
  const line = (from: Canvas) => points.reduce((path, count, index) => path.lineTo(box.x + index * step, yOf(count)), from);
  line(canvas.moveTo(box.x, bottom)).lineTo(box.x + (points.length - 1) * step, bottom).closePath().fillColor('#d2e3fc').fill();
  line(canvas.moveTo(box.x, yOf(points[0]!))).lineWidth(1.2).strokeColor('#1a73e8').stroke();
}
