import { HOURS_IN_DAY } from './hour-buckets';

/*
 * The heatmap's cells on one canvas (decision 0028): a month is 744 cells, and as 744 elements
 * their creation, style and layout took most of a month's render at 4× CPU (as 31 rows with
 * gradient backgrounds, their style alone took longer still). The geometry is pure
 * (table-tested); the drawing takes its colours from the page's own swatches, so both themes and
 * forced colours draw what the legend shows.
 */

/** One cell's step: 0 none, 1 … 5 the scale's, or an hour not yet come. */
export type CellLevel = number | 'future';

export interface HeatmapModel {
  /** Per day, per hour. */
  levels: readonly (readonly CellLevel[])[];
  /** "day hour" of the cells with coupons redeemed at our tills. */
  redeemed: ReadonlySet<string>;
  active: { day: number; hour: number } | null;
}

export interface HeatmapColours {
  /** Indexed by level 0 … 5. */
  levels: readonly string[];
  future: string;
  dot: string;
  ring: string;
  focus: string;
}

/** CSS pixels of canvas around the cells, so the active cell's outline is never cut off. */
export const BLEED = 4;

export interface Geometry {
  /** Column and row pitch: a cell and the gap after it, in CSS pixels. */
  columnPitch: number;
  rowPitch: number;
  gap: number;
}

/**
 * The pitch of a canvas `width` × `height` CSS pixels (its bleed included) holding `days` rows of
 * 24 cells with `gap` pixels between them.
 */
export function geometryOf(width: number, height: number, days: number, gap: number): Geometry {
  return {
    columnPitch: (width - 2 * BLEED + gap) / HOURS_IN_DAY,
    rowPitch: (height - 2 * BLEED + gap) / Math.max(1, days),
    gap,
  };
}

/** A cell's box in CSS pixels from the canvas's corner. */
export function cellBox(geometry: Geometry, day: number, hour: number) {
  return {
    x: BLEED + hour * geometry.columnPitch,
    y: BLEED + day * geometry.rowPitch,
    width: geometry.columnPitch - geometry.gap,
    height: geometry.rowPitch - geometry.gap,
  };
}

/** The cell under a point of the canvas (CSS pixels from its corner); null outside every cell. */
export function cellAt(
  geometry: Geometry,
  days: number,
  x: number,
  y: number,
): { day: number; hour: number } | null {
  const hour = Math.floor((x - BLEED) / geometry.columnPitch);
  const day = Math.floor((y - BLEED) / geometry.rowPitch);
  if (hour < 0 || hour >= HOURS_IN_DAY || day < 0 || day >= days) return null;
  return { day, hour };
}

/** Draws every cell, the dots and the active cell's outline; `scale` is the device's pixel ratio. */
export function drawHeatmap(
  context: CanvasRenderingContext2D,
  geometry: Geometry,
  model: HeatmapModel,
  colours: HeatmapColours,
  scale: number,
): void {
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  // One path per colour: a month is a handful of fills, not 744.
  const byColour = new Map<string, { day: number; hour: number }[]>();
  const future: { day: number; hour: number }[] = [];
  model.levels.forEach((hours, day) =>
    hours.forEach((level, hour) => {
      if (level === 'future') {
        future.push({ day, hour });
        return;
      }
      const colour = colours.levels[level] ?? colours.levels[0] ?? '';
      const list = byColour.get(colour);
      if (list) list.push({ day, hour });
      else byColour.set(colour, [{ day, hour }]);
    }),
  );
  for (const [colour, cells] of byColour) {
    context.fillStyle = colour;
    context.beginPath();
    for (const { day, hour } of cells) {
      const box = cellBox(geometry, day, hour);
      context.roundRect(box.x, box.y, box.width, box.height, 2);
    }
    context.fill();
  }
  // An hour not yet come: a dashed outline, not a colour of the scale.
  context.strokeStyle = colours.future;
  context.lineWidth = 1;
  context.setLineDash([3, 2]);
  context.beginPath();
  for (const { day, hour } of future) {
    const box = cellBox(geometry, day, hour);
    context.rect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
  }
  context.stroke();
  context.setLineDash([]);
  // Redeems at our tills: a text-coloured dot in a ring of the surface's colour.
  for (const key of model.redeemed) {
    const [day = 0, hour = 0] = key.split(' ').map(Number);
    const box = cellBox(geometry, day, hour);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    context.fillStyle = colours.ring;
    context.beginPath();
    context.arc(x, y, 5, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = colours.dot;
    context.beginPath();
    context.arc(x, y, 3, 0, Math.PI * 2);
    context.fill();
  }
  if (model.active) {
    const box = cellBox(geometry, model.active.day, model.active.hour);
    context.strokeStyle = colours.focus;
    context.lineWidth = 3;
    context.strokeRect(box.x - 1.5, box.y - 1.5, box.width + 3, box.height + 3);
  }
}
