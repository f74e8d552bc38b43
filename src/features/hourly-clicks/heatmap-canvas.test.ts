import {
  BLEED,
  cellAt,
  cellBox,
  drawHeatmap,
  geometryOf,
  type HeatmapModel,
} from './heatmap-canvas';

describe('the heatmap canvas', () => {
  // 24 cells of 20 px with 2 px gaps, 3 rows of 18 px: plus the bleed on each side.
  const width = 24 * 20 + 23 * 2 + 2 * BLEED;
  const height = 3 * 18 + 2 * 2 + 2 * BLEED;
  const geometry = geometryOf(width, height, 3, 2);

  it('lays the cells out at their pitch, inside the bleed', () => {
    expect(geometry).toEqual({ columnPitch: 22, rowPitch: 20, gap: 2 });
    expect(cellBox(geometry, 0, 0)).toEqual({ x: BLEED, y: BLEED, width: 20, height: 18 });
    expect(cellBox(geometry, 2, 23)).toEqual({
      x: BLEED + 23 * 22,
      y: BLEED + 40,
      width: 20,
      height: 18,
    });
  });

  it.each([
    ['the first cell', BLEED + 1, BLEED + 1, { day: 0, hour: 0 }],
    ['the gap after a cell: still that cell', BLEED + 21, BLEED + 1, { day: 0, hour: 0 }],
    ['the next hour', BLEED + 22, BLEED + 1, { day: 0, hour: 1 }],
    ['the last cell', width - BLEED - 1, height - BLEED - 1, { day: 2, hour: 23 }],
    ['the bleed before the first', BLEED - 1, BLEED + 1, null],
    ['below the last day', BLEED + 1, height - BLEED + 3, null],
    ['right of the last hour', width - BLEED + 3, BLEED + 1, null],
  ])('%s', (_, x, y, cell) => {
    expect(cellAt(geometry, 3, x, y)).toEqual(cell);
  });

  it('draws each cell once in its step’s colour, an hour to come dashed, dots and the active outline', () => {
    const calls: string[] = [];
    const context = new Proxy(
      { canvas: { width, height } },
      {
        get: (target, name) =>
          name in target
            ? target[name as keyof typeof target]
            : (...args: unknown[]) => calls.push(`${String(name)}(${args.join(',')})`),
        set: (_, name, value) => {
          calls.push(`${String(name)}=${String(value)}`);
          return true;
        },
      },
    ) as unknown as CanvasRenderingContext2D;
    const model: HeatmapModel = {
      levels: [
        Array.from({ length: 24 }, (_, hour) => (hour < 12 ? 0 : 5)),
        Array.from({ length: 24 }, () => 1),
        Array.from({ length: 24 }, (_, hour) => (hour < 10 ? 3 : 'future')),
      ],
      redeemed: new Set(['1 9', '1 10']),
      active: { day: 2, hour: 4 },
    };
    drawHeatmap(
      context,
      geometry,
      model,
      {
        levels: ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'],
        future: 'dash',
        dot: 'dot',
        ring: 'ring',
        focus: 'focus',
      },
      2,
    );
    expect(calls[0]).toBe('setTransform(2,0,0,2,0,0)');
    // One fill per colour, with as many cells as have that step.
    const fills: Record<string, number> = {};
    let colour = '';
    for (const call of calls) {
      if (call.startsWith('fillStyle=')) colour = call.slice('fillStyle='.length);
      if (call.startsWith('roundRect(')) fills[colour] = (fills[colour] ?? 0) + 1;
    }
    expect(fills).toEqual({ c0: 12, c5: 12, c1: 24, c3: 10 });
    expect(calls.filter((call) => call.startsWith('rect('))).toHaveLength(14);
    expect(calls).toContain('strokeStyle=dash');
    expect(calls.filter((call) => call.startsWith('arc('))).toHaveLength(4);
    const box = cellBox(geometry, 2, 4);
    expect(calls.at(-1)).toBe(
      `strokeRect(${box.x - 1.5},${box.y - 1.5},${box.width + 3},${box.height + 3})`,
    );
  });
});
