import { SERVICE_TIME_ZONE } from '../api/service-time';

const ymdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SERVICE_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The one clock behind the service's "today". Tests fix it; the demo follows real time unless a
 * date is set in its controls.
 */
export class ServiceClock {
  #fixed: number | null;

  constructor(fixed: string | number | null = null) {
    this.#fixed = fixed === null ? null : new Date(fixed).getTime();
  }

  now(): Date {
    return new Date(this.#fixed ?? Date.now());
  }

  /** `iso` is a date-time, or a YYYY-MM-DD (noon in the service's zone), or null for real time. */
  set(iso: string | null): void {
    if (iso === null) {
      this.#fixed = null;
      return;
    }
    const value = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00+09:00` : iso;
    const time = new Date(value).getTime();
    if (Number.isNaN(time)) throw new RangeError(`Not a date: ${iso}`);
    this.#fixed = time;
  }

  get fixed(): string | null {
    return this.#fixed === null ? null : new Date(this.#fixed).toISOString();
  }

  today(): string {
    return ymdFormat.format(this.now());
  }

  /** The current hour of day, 0–23, in the service's time zone. */
  hour(): number {
    return Number(hourFormat.format(this.now()));
  }
}
