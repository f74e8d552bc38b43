import { useId, useState, type KeyboardEvent } from 'react';
import type { HourBucket } from './hour-buckets';
import './clicks-chart.css';

/**
 * The clicks chart: the only component that knows how it is drawn (decision 0011). Bars are HTML
 * (they stay crisp and their labels never scale), the two lines one SVG stretched over the same
 * 24 columns, the unique visitors' points round HTML dots. One tab stop: ←/→ move hour by hour,
 * Home/End jump to 00 and 23, and each move is said in a polite live line. A pointer shows an
 * hour's figures on hover; a click or a tap pins them; nothing stops the page from scrolling.
 */
export interface ClicksChartProps {
  buckets: readonly HourBucket[];
  /** The same weekday a week earlier, when compared. */
  previous: readonly HourBucket[] | null;
  peakHour: number | null;
  /** States the total and the busiest hour. */
  name: string;
  instructions: string;
  /** "Hours in KST (UTC+9)". */
  zoneCaption: string;
  labels: {
    clicks: string;
    unique: string;
    previous: string;
    peak: string;
    current: string;
    future: string;
  };
  /** "00" … "23" under the columns. */
  hourTick: (hour: number) => string;
  /** Everything about one hour, in one line: the live line and the tooltip's text. */
  describeHour: (hour: number) => string;
  formatNumber: (value: number) => string;
}

const HOURS = 24;

/** Written out in full, so a search for a class finds where it is set. */
const COLUMN_CLASS: Record<HourBucket['state'], string> = {
  done: 'clicks-chart__column--done',
  current: 'clicks-chart__column--current',
  future: 'clicks-chart__column--future',
};

/** A round step for about four grid lines: 1, 2 or 5 × 10ⁿ, never below 1 (clicks are whole). */
export function niceScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough);
  return { top: step * Math.ceil(max / step), step };
}

function linePoints(values: readonly (number | null)[], top: number): string[] {
  // One polyline per run of known values: an hour not yet come breaks the line, never drops to 0.
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((value, hour) => {
    if (value === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
      return;
    }
    run.push(`${hour + 0.5},${100 - (value / top) * 100}`);
  });
  if (run.length) runs.push(run.join(' '));
  return runs;
}

export function ClicksChart(props: ClicksChartProps) {
  const { buckets, previous, peakHour, labels, hourTick, describeHour, formatNumber } = props;
  const [active, setActive] = useState<number | null>(null);
  const [pinned, setPinned] = useState(false);
  const [announced, setAnnounced] = useState('');
  const instructionsId = useId();

  const values = buckets.flatMap((b) => [b.clicks ?? 0, b.unique ?? 0]);
  const previousValues = previous?.map((b) => b.clicks ?? 0) ?? [];
  const { top, step } = niceScale(Math.max(0, ...values, ...previousValues));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const percent = (value: number) => `${(value / top) * 100}%`;
  const firstFuture = buckets.findIndex((bucket) => bucket.state === 'future');

  const move = (hour: number) => {
    const next = Math.min(HOURS - 1, Math.max(0, hour));
    setActive(next);
    setAnnounced(describeHour(next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => number> = {
      ArrowRight: () => (active === null ? 0 : active + 1),
      ArrowLeft: () => (active === null ? HOURS - 1 : active - 1),
      Home: () => 0,
      End: () => HOURS - 1,
    };
    const target = keys[event.key];
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move(target());
  };

  return (
    <figure className="clicks-chart">
      <ul className="clicks-chart__legend">
        <li>
          <span className="clicks-chart__key clicks-chart__key--bar" aria-hidden="true" />
          {labels.clicks}
        </li>
        <li>
          <span className="clicks-chart__key clicks-chart__key--line" aria-hidden="true" />
          {labels.unique}
        </li>
        {previous && (
          <li>
            <span className="clicks-chart__key clicks-chart__key--dashed" aria-hidden="true" />
            {labels.previous}
          </li>
        )}
        {buckets.some((bucket) => bucket.state === 'current') && (
          <li>
            <span className="clicks-chart__key clicks-chart__key--current" aria-hidden="true" />
            {labels.current}
          </li>
        )}
      </ul>
      <div
        className="clicks-chart__plot"
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
      >
        <div className="clicks-chart__y" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: percent(tick) }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className="clicks-chart__area">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="clicks-chart__grid"
              style={{ bottom: percent(tick) }}
              aria-hidden="true"
            />
          ))}
          <div className="clicks-chart__columns" aria-hidden="true">
            {buckets.map((bucket) => (
              <div
                key={bucket.hour}
                className={[
                  'clicks-chart__column',
                  COLUMN_CLASS[bucket.state],
                  bucket.hour === active ? 'clicks-chart__column--active' : '',
                ].join(' ')}
                onPointerEnter={() => {
                  if (!pinned) setActive(bucket.hour);
                }}
                onClick={() => {
                  const unpin = pinned && active === bucket.hour;
                  setPinned(!unpin);
                  if (unpin) setActive(null);
                  else move(bucket.hour);
                }}
              >
                {bucket.clicks !== null && (
                  <span className="clicks-chart__bar" style={{ height: percent(bucket.clicks) }}>
                    {bucket.hour === peakHour && (
                      <span className="clicks-chart__mark">{labels.peak}</span>
                    )}
                  </span>
                )}
                {bucket.unique !== null && (
                  <span className="clicks-chart__dot" style={{ bottom: percent(bucket.unique) }} />
                )}
              </div>
            ))}
          </div>
          {firstFuture !== -1 && (
            <span
              className="clicks-chart__state"
              style={{ left: `${(firstFuture / HOURS) * 100}%` }}
              aria-hidden="true"
            >
              {labels.future}
            </span>
          )}
          <svg
            className="clicks-chart__lines"
            viewBox={`0 0 ${HOURS} 100`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {previous &&
              linePoints(
                previous.map((b) => b.clicks),
                top,
              ).map((points) => (
                <polyline key={points} className="clicks-chart__previous" points={points} />
              ))}
            {linePoints(
              buckets.map((b) => b.unique),
              top,
            ).map((points) => (
              <polyline key={points} className="clicks-chart__unique" points={points} />
            ))}
          </svg>
          {active !== null && (
            <p
              role="tooltip"
              className="clicks-chart__tooltip"
              style={{ left: `${((active + 0.5) / HOURS) * 100}%` }}
              data-side={active < 12 ? 'right' : 'left'}
              aria-hidden="true"
            >
              {describeHour(active)}
            </p>
          )}
        </div>
        <div className="clicks-chart__x" aria-hidden="true">
          {buckets.map((bucket) => (
            <span key={bucket.hour} data-hour={bucket.hour}>
              {hourTick(bucket.hour)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="clicks-chart__caption">{props.zoneCaption}</figcaption>
      <p id={instructionsId} className="visually-hidden">
        {props.instructions}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </figure>
  );
}
