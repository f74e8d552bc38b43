import {
  memo,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { levelOf, scaleSteps, type DayHourGrid } from './day-hour-grid';
import { useHeatmapCanvas } from './heatmap-canvas-hook';
import { HOURS_IN_DAY } from './hour-buckets';
import './clicks-heatmap.css';

/**
 * The days × hours heatmap (decision 0028): one row per day, one cell per hour, darker for more
 * clicks in steps the legend names by their figures, never by hue alone. A dot marks an hour with
 * coupons redeemed at our tills. One tab stop, as the day chart: ←/→ the hours, ↑/↓ the days,
 * Home/End the day's first and last hour, each move said in a polite live line. A pointer shows a
 * cell's line on hover; a tap pins it. The cells are drawn on one canvas (heatmap-canvas.ts): the
 * days' labels and the hours' ticks stay text, laid out beside it in one grid.
 */
export interface ClicksHeatmapProps {
  grid: DayHourGrid;
  /** Redeems at our tills per "ymd hour", when loaded. */
  redeemsAt: ReadonlyMap<string, number> | null;
  name: string;
  instructions: string;
  zoneCaption: string;
  labels: { legend: string; none: string; redeemed: string };
  /** "Tue 12/1" beside each row, and "Tue 1" where the screen is narrow. */
  dayLabel: (ymd: string) => { full: string; short: string };
  /** "1–20" for a step of the scale. */
  stepLabel: (from: number, to: number) => string;
  hourTick: (hour: number) => string;
  describeCell: (day: number, hour: number) => string;
}

const TICK_EVERY = 3;

export const ClicksHeatmap = memo(function ClicksHeatmap(props: ClicksHeatmapProps) {
  const { grid, redeemsAt, labels, dayLabel, hourTick, describeCell } = props;
  const [active, setActive] = useState<{ day: number; hour: number } | null>(null);
  const [pinned, setPinned] = useState(false);
  const [announced, setAnnounced] = useState('');
  const instructionsId = useId();
  const steps = useMemo(() => scaleSteps(grid.max), [grid.max]);
  const lastDay = grid.days.length - 1;

  const move = (day: number, hour: number) => {
    const next = {
      day: Math.min(lastDay, Math.max(0, day)),
      hour: Math.min(HOURS_IN_DAY - 1, Math.max(0, hour)),
    };
    setActive(next);
    setAnnounced(describeCell(next.day, next.hour));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = active ?? { day: lastDay, hour: -1 };
    const keys: Record<string, () => [number, number]> = {
      ArrowRight: () => [at.day, active === null ? 0 : at.hour + 1],
      ArrowLeft: () => [at.day, active === null ? HOURS_IN_DAY - 1 : at.hour - 1],
      ArrowDown: () => [active === null ? 0 : at.day + 1, Math.max(0, at.hour)],
      ArrowUp: () => [active === null ? lastDay : at.day - 1, Math.max(0, at.hour)],
      Home: () => [at.day, 0],
      End: () => [at.day, HOURS_IN_DAY - 1],
    };
    const target = keys[event.key];
    if (!target) return;
    event.preventDefault();
    move(...target());
  };
  // Each cell's step and the redeems' dots, made again only when the figures change.
  const model = useMemo(
    () => ({
      levels: grid.days.map((day) =>
        day.hours.map((bucket) =>
          bucket.clicks === null ? ('future' as const) : levelOf(bucket.clicks, steps),
        ),
      ),
      redeemed: new Set(
        grid.days.flatMap((day, dayIndex) =>
          day.hours
            .filter((bucket) => (redeemsAt?.get(`${day.ymd} ${bucket.hour}`) ?? 0) > 0)
            .map((bucket) => `${dayIndex} ${bucket.hour}`),
        ),
      ),
    }),
    [grid, redeemsAt, steps],
  );
  const drawn = useMemo(() => ({ ...model, active }), [model, active]);
  const { canvas, swatches, cellAtPointer } = useHeatmapCanvas(drawn);
  const cellOf = (event: MouseEvent<HTMLDivElement>) =>
    event.target === canvas.current ? cellAtPointer(event.clientX, event.clientY) : null;
  const activeText = active ? describeCell(active.day, active.hour) : null;

  return (
    <figure className="clicks-heatmap">
      <ul className="clicks-heatmap__legend">
        <li className="clicks-heatmap__legend-title">{labels.legend}</li>
        <li>
          <span className="clicks-heatmap__key" data-level="0" aria-hidden="true" />
          {labels.none}
        </li>
        {steps.map((step) => (
          <li key={step.level}>
            <span className="clicks-heatmap__key" data-level={step.level} aria-hidden="true" />
            {props.stepLabel(step.from, step.to)}
          </li>
        ))}
        {redeemsAt && (
          <li>
            <span className="clicks-heatmap__key clicks-heatmap__key--dot" aria-hidden="true" />
            {labels.redeemed}
          </li>
        )}
      </ul>
      <div
        className="clicks-heatmap__plot"
        role="group"
        aria-roledescription="chart"
        aria-label={props.name}
        aria-describedby={instructionsId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!pinned) setActive(null);
        }}
        onPointerLeave={() => {
          if (!pinned) setActive(null);
        }}
        onPointerMove={(event) => {
          const cell = cellOf(event);
          if (cell && !pinned && (cell.day !== active?.day || cell.hour !== active.hour))
            setActive(cell);
        }}
        onClick={(event) => {
          const cell = cellOf(event);
          if (!cell) return;
          const unpin = pinned && active?.day === cell.day && active.hour === cell.hour;
          setPinned(!unpin);
          if (unpin) setActive(null);
          else move(cell.day, cell.hour);
        }}
      >
        {/* The ticks over the hours, the days' labels down the side, and the cells on one canvas
            beside them (heatmap-canvas.ts, decision 0028). */}
        <div
          className="clicks-heatmap__grid"
          aria-hidden="true"
          style={{ '--days': grid.days.length } as CSSProperties}
        >
          <span className="clicks-heatmap__ticks">
            {Array.from({ length: HOURS_IN_DAY / TICK_EVERY }, (_, index) => (
              <span key={index} style={{ gridColumn: index * TICK_EVERY + 1 }}>
                {hourTick(index * TICK_EVERY)}
              </span>
            ))}
          </span>
          {grid.days.map((day, dayIndex) => {
            const label = dayLabel(day.ymd);
            return (
              <span key={day.ymd} className="clicks-heatmap__day" style={{ gridRow: dayIndex + 2 }}>
                <span className="clicks-heatmap__day-full">{label.full}</span>
                <span className="clicks-heatmap__day-short">{label.short}</span>
              </span>
            );
          })}
          <canvas ref={canvas} className="clicks-heatmap__canvas" />
        </div>
        {/* The colours the canvas draws with, as the theme (or forced colours) gives them. */}
        <span ref={swatches} className="clicks-heatmap__swatches" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((level) => (
            <span key={level} data-level={level} />
          ))}
          <span data-swatch="future" />
          <span data-swatch="dot" />
          <span data-swatch="ring" />
          <span data-swatch="focus" />
        </span>
        {activeText && (
          <p role="tooltip" className="clicks-heatmap__tooltip" aria-hidden="true">
            {activeText}
          </p>
        )}
      </div>
      <figcaption className="clicks-heatmap__caption">{props.zoneCaption}</figcaption>
      <p id={instructionsId} className="visually-hidden">
        {props.instructions}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </figure>
  );
});
