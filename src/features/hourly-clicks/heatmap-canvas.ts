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
  // One path per step: a month is a handful of fills, not 744, and no object per cell.
  const { columnPitch, rowPitch, gap } = geometry;
  const cell = (
    day: number,
    hour: number,
    inset: number,
    path: (x: number, y: number, w: number, h: number) => void,
  ) =>
    path(
      BLEED + hour * columnPitch + inset,
      BLEED + day * rowPitch + inset,
      columnPitch - gap - 2 * inset,
      rowPitch - gap - 2 * inset,
    );
  const rounded = (x: number, y: number, w: number, h: number) => context.roundRect(x, y, w, h, 2);
  const outlined = (x: number, y: number, w: number, h: number) => context.rect(x, y, w, h);
  colours.levels.forEach((colour, step) => {
    context.fillStyle = colour;
    context.beginPath();
    model.levels.forEach((hours, day) =>
      hours.forEach((level, hour) => {
        if (level === step) cell(day, hour, 0, rounded);
      }),
    );
    context.fill();
  });
  // An hour not yet come: a dashed outline, not a colour of the scale.
  context.strokeStyle = colours.future;
  context.lineWidth = 1;
  context.setLineDash([3, 2]);
  context.beginPath();
  model.levels.forEach((hours, day) =>
    hours.forEach((level, hour) => {
      if (level === 'future') cell(day, hour, 0.5, outlined);
    }),
  );
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
