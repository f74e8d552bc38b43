import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import {
  cellAt,
  drawHeatmap,
  geometryOf,
  type Geometry,
  type HeatmapColours,
  type HeatmapModel,
} from './heatmap-canvas';

/** The gap between cells, the stylesheet's (--heat-gap: narrower on a phone). */
const gapOf = (element: HTMLElement) =>
  Number.parseFloat(getComputedStyle(element).getPropertyValue('--heat-gap')) || 0;

function coloursOf(swatches: HTMLElement): HeatmapColours {
  const colour = (selector: string) => {
    const swatch = swatches.querySelector(selector);
    return swatch ? getComputedStyle(swatch).backgroundColor : 'transparent';
  };
  return {
    levels: [0, 1, 2, 3, 4, 5].map((level) => colour(`[data-level="${level}"]`)),
    future: colour('[data-swatch="future"]'),
    dot: colour('[data-swatch="dot"]'),
    ring: colour('[data-swatch="ring"]'),
    focus: colour('[data-swatch="focus"]'),
  };
}

/**
 * Draws the model on the canvas whenever it, the canvas's size or the page's colours change (a
 * theme chosen in Settings, the device's dark mode, forced colours), sharp at the device's pixel
 * ratio. The size comes from a ResizeObserver, which reports after layout and before paint: the
 * first frame is drawn without forcing a layout of its own. Answers the refs to attach and the
 * function that finds the cell under a pointer (client coordinates).
 */
export function useHeatmapCanvas(model: HeatmapModel): {
  canvas: RefObject<HTMLCanvasElement | null>;
  swatches: RefObject<HTMLSpanElement | null>;
  cellAtPointer: (clientX: number, clientY: number) => { day: number; hour: number } | null;
} {
  const canvas = useRef<HTMLCanvasElement>(null);
  const swatches = useRef<HTMLSpanElement>(null);
  const latest = useRef({ model, size: null as { width: number; height: number } | null });
  const geometry = useRef<Geometry | null>(null);
  const days = model.levels.length;

  const draw = useCallback(() => {
    const element = canvas.current;
    const palette = swatches.current;
    const { model: drawn, size } = latest.current;
    if (!element || !palette || !size || size.width === 0) return;
    const scale = window.devicePixelRatio || 1;
    const width = Math.round(size.width * scale);
    const height = Math.round(size.height * scale);
    if (element.width !== width) element.width = width;
    if (element.height !== height) element.height = height;
    geometry.current = geometryOf(size.width, size.height, drawn.levels.length, gapOf(element));
    // A browser without a 2D context (a test's DOM) draws nothing; the live line still reads.
    const context = element.getContext('2d');
    if (context) drawHeatmap(context, geometry.current, drawn, coloursOf(palette), scale);
  }, []);

  useLayoutEffect(() => {
    latest.current.model = model;
    draw();
  }, [model, draw]);

  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const resized = new ResizeObserver(([entry]) => {
      const box = entry?.contentBoxSize[0];
      if (!box) return;
      latest.current.size = { width: box.inlineSize, height: box.blockSize };
      draw();
    });
    resized.observe(element);
    const queries = ['(prefers-color-scheme: dark)', '(forced-colors: active)'].map((query) =>
      window.matchMedia(query),
    );
    for (const query of queries) query.addEventListener('change', draw);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributeFilter: ['data-theme'] });
    return () => {
      resized.disconnect();
      for (const query of queries) query.removeEventListener('change', draw);
      theme.disconnect();
    };
  }, [draw]);

  const cellAtPointer = useCallback(
    (clientX: number, clientY: number) => {
      const box = canvas.current?.getBoundingClientRect();
      return box && geometry.current
        ? cellAt(geometry.current, days, clientX - box.left, clientY - box.top)
        : null;
    },
    [days],
  );
  return { canvas, swatches, cellAtPointer };
}
