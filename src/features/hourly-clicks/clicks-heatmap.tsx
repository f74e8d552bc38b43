import { Fragment, memo, useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { levelOf, scaleSteps, type DayHourGrid } from './day-hour-grid';
import { HOURS_IN_DAY } from './hour-buckets';
import './clicks-heatmap.css';

/**
 * The days × hours heatmap (decision 0028): one row per day, one cell per hour, darker for more
 * clicks in steps the legend names by their figures, never by hue alone. A dot marks an hour with
 * coupons redeemed at our tills. One tab stop, as the day chart: ←/→ the hours, ↑/↓ the days,
 * Home/End the day's first and last hour, each move said in a polite live line. A pointer shows a
 * cell's line on hover; a tap pins it. Cells carry no handlers of their own: a month is 744 of
 * them, and one handler on the grid reads the cell from its data attributes.
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
  const steps = scaleSteps(grid.max);
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
  const cellOf = (event: PointerEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return null;
    const [day, hour] = (cell.dataset.cell ?? '').split(' ').map(Number);
    return day === undefined || hour === undefined ? null : { day, hour };
  };
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
        onPointerOver={(event) => {
          const cell = cellOf(event);
          if (cell && !pinned) setActive(cell);
        }}
        onClick={(event) => {
          const cell = cellOf(event as PointerEvent<HTMLDivElement>);
          if (!cell) return;
          const unpin = pinned && active?.day === cell.day && active.hour === cell.hour;
          setPinned(!unpin);
          if (unpin) setActive(null);
          else move(cell.day, cell.hour);
        }}
      >
        {/* One grid for the ticks, the days and their cells, no row boxes: a month is 775 items
            laid out once rather than 32 grids (decision 0028). */}
        <div className="clicks-heatmap__grid" aria-hidden="true">
          {Array.from({ length: HOURS_IN_DAY }, (_, hour) => (
            <span key={`tick ${hour}`} className="clicks-heatmap__tick">
              {hour % TICK_EVERY === 0 ? hourTick(hour) : ''}
            </span>
          ))}
          {grid.days.map((day, dayIndex) => {
            const label = dayLabel(day.ymd);
            return (
              <Fragment key={day.ymd}>
                <span className="clicks-heatmap__day">
                  <span className="clicks-heatmap__day-full">{label.full}</span>
                  <span className="clicks-heatmap__day-short">{label.short}</span>
                </span>
                {day.hours.map((bucket) => {
                  const isActive = active?.day === dayIndex && active.hour === bucket.hour;
                  const redeems = redeemsAt?.get(`${day.ymd} ${bucket.hour}`) ?? 0;
                  return (
                    <span
                      key={bucket.hour}
                      className="clicks-heatmap__cell"
                      data-cell={`${dayIndex} ${bucket.hour}`}
                      data-level={bucket.clicks === null ? 'future' : levelOf(bucket.clicks, steps)}
                      data-active={isActive || undefined}
                      data-redeemed={redeems > 0 || undefined}
                    />
                  );
                })}
              </Fragment>
            );
          })}
        </div>
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
