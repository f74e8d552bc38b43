/** A run of text, and whether it must stay on one line. */
export interface TextRun {
  text: string;
  whole: boolean;
}

/**
 * Cuts `text` into runs, the given pieces (an amount, a date, an hour: values put into a sentence)
 * marked to stay whole, so a narrow column breaks the sentence between words and never inside
 * "20%", "₩5,000" or "2026. 11. 25.". Every occurrence of a piece is marked; where two overlap, the
 * one that starts first wins. Pieces not found are ignored.
 */
export function runsKeepingWhole(
  text: string,
  pieces: readonly (string | null | undefined)[],
): TextRun[] {
  const spans: [number, number][] = [];
  for (const piece of pieces) {
    if (!piece) continue;
    for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + piece.length))
      spans.push([at, at + piece.length]);
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const runs: TextRun[] = [];
  let cursor = 0;
  for (const [start, end] of spans) {
    if (start < cursor) continue;
    if (start > cursor) runs.push({ text: text.slice(cursor, start), whole: false });
    runs.push({ text: text.slice(start, end), whole: true });
    cursor = end;
  }
  if (cursor < text.length) runs.push({ text: text.slice(cursor), whole: false });
  return runs;
}
